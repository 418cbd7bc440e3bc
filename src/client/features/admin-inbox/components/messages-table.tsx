import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { formatDateIN } from '../../../../shared/calendar-date';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { AdminTable, useClientPaging } from '../../../components/admin';
import { useMessages } from '../api/get-messages';

const PAGE_SIZE = 15;

const COLUMNS: DataTableColumn<ContactMessage>[] = [
  {
    accessor: 'createdAt',
    title: 'Date',
    noWrap: true,
    render: (message) => formatDateIN(message.createdAt),
  },
  {
    accessor: 'name',
    title: 'From',
    render: ({ name, email, mobile }) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Anchor href={`mailto:${email}`} size="sm">
          {email}
        </Anchor>
        <Anchor href={`tel:${PHONE_PREFIX}${mobile}`} size="sm" c="gray.8">
          {mobile}
        </Anchor>
      </Stack>
    ),
  },
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
  const { rows, paging } = useClientPaging(messages.data, PAGE_SIZE);
  return (
    <AdminTable<ContactMessage>
      what="contact messages"
      columns={COLUMNS}
      records={rows}
      noRecordsText="No messages yet."
      paging={paging}
    />
  );
}
