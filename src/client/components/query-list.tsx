import type { ReactNode } from 'react';
import { List, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from './query-error';

interface QueryListProps<T> {
  query: UseQueryResult<T[]>;
  /** The list's accessible name ("Timeline"); also names its loading rows and its error. */
  label: string;
  /** Shown when the list is empty. */
  emptyText: string;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T) => ReactNode;
}

/** A short list read with `useQuery` (a section of a modal): loading rows, error, empty text. */
export function QueryList<T>({ query, label, emptyText, itemKey, renderItem }: QueryListProps<T>) {
  if (query.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={18} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        title={`Could not load ${label.toLowerCase()}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {emptyText}
      </Text>
    );
  }
  return (
    <List listStyleType="none" spacing={4} aria-label={label}>
      {query.data.map((item, index) => (
        <List.Item key={itemKey(item, index)}>{renderItem(item)}</List.Item>
      ))}
    </List>
  );
}
