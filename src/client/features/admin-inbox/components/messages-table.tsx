import { Anchor, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { formatDateIN } from '../../../../shared/calendar-date';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { ListError } from '../../admin-common';
import { useMessages } from '../api/get-messages';

const PAGE_SIZE = 15;

/** Messages sent with the contact form, newest first. */
export function MessagesTable() {
  const messages = useMessages();
  const [page, setPage] = useState(1);

  if (messages.isError) {
    return (
      <ListError title="The messages could not be loaded" onRetry={() => void messages.refetch()} />
    );
  }
  const records = messages.data ?? [];
  const shown = Math.min(page, Math.max(1, Math.ceil(records.length / PAGE_SIZE)));

  return (
    <DataTable<ContactMessage>
      aria-label="Contact messages"
      withTableBorder
      borderRadius="md"
      striped
      verticalAlign="top"
      minHeight={records.length ? undefined : 180}
      fetching={messages.isPending}
      records={records.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
      totalRecords={records.length}
      recordsPerPage={PAGE_SIZE}
      page={shown}
      onPageChange={setPage}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      noRecordsText="No messages yet."
      idAccessor="_id"
      columns={[
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
      ]}
    />
  );
}
