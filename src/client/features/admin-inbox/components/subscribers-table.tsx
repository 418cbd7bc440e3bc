import { Anchor, Button } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import { formatDateIN } from '../../../../shared/calendar-date';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import { showSuccess } from '../../../lib/toast';
import { ListError } from '../../admin-common';
import { useDeleteSubscriber, useSubscribers } from '../api/subscribers';
import { RemoveSubscriberModal } from './remove-subscriber-modal';

const PAGE_SIZE = 20;

/** Newsletter subscribers, newest first, each removable after a confirmation. */
export function SubscribersTable() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<NewsletterSubscriber | null>(null);

  if (subscribers.isError) {
    return (
      <ListError
        title="The subscribers could not be loaded"
        onRetry={() => void subscribers.refetch()}
      />
    );
  }
  const records = subscribers.data ?? [];
  const shown = Math.min(page, Math.max(1, Math.ceil(records.length / PAGE_SIZE)));

  return (
    <>
      <DataTable<NewsletterSubscriber>
        aria-label="Newsletter subscribers"
        withTableBorder
        borderRadius="md"
        striped
        minHeight={records.length ? undefined : 180}
        fetching={subscribers.isPending}
        records={records.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
        totalRecords={records.length}
        recordsPerPage={PAGE_SIZE}
        page={shown}
        onPageChange={setPage}
        paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
        noRecordsText="No subscribers yet."
        idAccessor="_id"
        columns={[
          {
            accessor: 'email',
            title: 'Email',
            render: ({ email }) => (
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
            ),
          },
          {
            accessor: 'createdAt',
            title: 'Subscribed on',
            noWrap: true,
            render: (subscriber) => formatDateIN(subscriber.createdAt),
          },
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
        ]}
      />
      <RemoveSubscriberModal
        subscriber={pending}
        removing={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={(subscriber) =>
          remove.mutate(subscriber._id, {
            onSuccess: ({ message }) => {
              showSuccess(message, undefined, TOAST_ADMIN_MS);
              setPending(null);
            },
          })
        }
      />
    </>
  );
}
