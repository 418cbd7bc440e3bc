import { Anchor, Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import {
  adminSuccess,
  ClientPagedTable,
  ConfirmModal,
  dateColumn,
} from '../../../components/admin';
import { useDeleteSubscriber, useSubscribers } from '../api/subscribers';

const PAGE_SIZE = 20;

/** Newsletter subscribers, newest first, each removable after a confirmation. */
export function SubscribersTable() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  const [pending, setPending] = useState<NewsletterSubscriber | null>(null);

  const columns: DataTableColumn<NewsletterSubscriber>[] = [
    {
      accessor: 'email',
      title: 'Email',
      render: ({ email }) => (
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
      ),
    },
    dateColumn('Subscribed on'),
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (subscriber) => (
        <Button
          size="xs"
          color="red.9"
          variant="outline"
          onClick={() => setPending(subscriber)}
          aria-label={`Remove ${subscriber.email}`}
        >
          Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <ClientPagedTable<NewsletterSubscriber>
        what="newsletter subscribers"
        columns={columns}
        query={subscribers}
        pageSize={PAGE_SIZE}
        noRecordsText="No subscribers yet."
      />
      <ConfirmModal
        opened={pending !== null}
        title="Remove subscriber"
        confirmLabel="Remove"
        loading={remove.isPending}
        onClose={() => setPending(null)}
        onConfirm={() =>
          pending &&
          remove.mutate(pending._id, {
            onSuccess: ({ message }) => {
              adminSuccess(message);
              setPending(null);
            },
          })
        }
      >
        Remove <strong>{pending?.email}</strong> from the newsletter list? They can subscribe again
        from the website.
      </ConfirmModal>
    </>
  );
}
