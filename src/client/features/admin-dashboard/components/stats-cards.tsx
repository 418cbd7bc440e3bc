import { useEffect } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Stats } from '../../../../shared/api-types';
import { adminError } from '../../../components/admin';
import { QueryError } from '../../../components/query-error';
import { useAdminStats } from '../api/get-stats';

const FETCH_FAILED = 'Something went wrong. While fetching.';

const CARDS: { key: keyof Stats; label: string }[] = [
  { key: 'patients', label: 'Patients registered' },
  { key: 'active', label: 'Active patients' },
  { key: 'paused', label: 'Paused patients' },
  { key: 'completed', label: 'Completed treatments' },
  { key: 'issues', label: 'Issues raised by patients' },
  { key: 'applications', label: 'Job applications received' },
];

/** docs/product-spec.md §2 "Admin area — Dashboard": the six counts, their skeletons meanwhile. */
export function StatsCards() {
  const stats = useAdminStats();

  useEffect(() => {
    if (stats.isError) adminError(new Error(FETCH_FAILED));
  }, [stats.isError]);

  if (stats.isError) {
    return <QueryError title={FETCH_FAILED} onRetry={() => void stats.refetch()} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {CARDS.map(({ key, label }) => (
        <Paper key={key} withBorder radius="lg" p="lg" role="group" aria-label={label}>
          <Text size="sm" fw={600} c="gray.7">
            {label}
          </Text>
          {stats.data ? (
            <Text fz={32} fw={800} c="brand.8" data-count={key}>
              {stats.data[key]}
            </Text>
          ) : (
            <Skeleton height={36} width={72} mt={6} />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
