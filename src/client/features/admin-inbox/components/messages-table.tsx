import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { ClientPagedTable, dateColumn, senderColumn } from '../../../components/admin';
import { useMessages } from '../api/get-messages';

const PAGE_SIZE = 15;

const COLUMNS: DataTableColumn<ContactMessage>[] = [
  dateColumn(),
  senderColumn('From', (message) => message.mobile),
  {
    accessor: 'message',
    title: 'Message',
    width: '55%',
    render: ({ message }) =>
      message ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message}
        </Text>
      ) : (
        <Text size="sm" c="gray.7">
          (no message)
        </Text>
      ),
  },
];

/** Messages sent with the contact form, newest first. */
export function MessagesTable() {
  const messages = useMessages();
  return (
    <ClientPagedTable<ContactMessage>
      what="contact messages"
      columns={COLUMNS}
      query={messages}
      pageSize={PAGE_SIZE}
      noRecordsText="No messages yet."
    />
  );
}
