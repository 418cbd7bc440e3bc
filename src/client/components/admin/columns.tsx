import type { ReactNode } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDateIN } from '../../../shared/calendar-date';
import { PHONE_PREFIX } from '../../../shared/constants';

/** The Actions column at the right of an admin table: the row's buttons. */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataTableColumn<T> {
  return { accessor: 'actions', title: 'Actions', textAlign: 'right', render };
}

/** When the row was sent, in the en-IN date format. */
export function dateColumn<T extends { createdAt: string }>(title = 'Date'): DataTableColumn<T> {
  return {
    accessor: 'createdAt',
    title,
    noWrap: true,
    render: (row) => formatDateIN(row.createdAt),
  };
}

/** Who sent the row: their name, then their email and phone as links to write or call. */
export function senderColumn<T extends { name: string; email: string }>(
  title: string,
  phoneOf: (row: T) => string,
): DataTableColumn<T> {
  return {
    accessor: 'name',
    title,
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.name}
        </Text>
        <Anchor href={`mailto:${row.email}`} size="sm">
          {row.email}
        </Anchor>
        <Anchor href={`tel:${PHONE_PREFIX}${phoneOf(row)}`} size="sm" c="gray.8">
          {phoneOf(row)}
        </Anchor>
      </Stack>
    ),
  };
}
