import { Anchor, Button } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import {
  actionsColumn,
  ClientPagedTable,
  ConfirmModal,
  dateColumn,
  useConfirmedRowAction,
} from '../../../components/admin';
import { useDeleteSubscriber, useSubscribers } from '../api/subscribers';

const PAGE_SIZE = 20;

/** Newsletter subscribers, newest first, each removable after a confirmation. */
export function SubscribersTable() {
  const subscribers = useSubscribers();
  // The mutation toasts its own failure.
  const removal = useConfirmedRowAction({
    mutation: useDeleteSubscriber(),
    id: (subscriber: NewsletterSubscriber) => subscriber._id,
    success: ({ message }) => message,
  });

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
    actionsColumn((subscriber) => (
      <Button
        size="xs"
        color="red.9"
        variant="outline"
        onClick={() => removal.ask(subscriber)}
        aria-label={`Remove ${subscriber.email}`}
      >
        Remove
      </Button>
    )),
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
      <ConfirmModal {...removal.modal} title="Remove subscriber" confirmLabel="Remove">
        Remove <strong>{removal.row?.email}</strong> from the newsletter list? They can subscribe
        again from the website.
      </ConfirmModal>
    </>
  );
}
