import type { ReactNode } from 'react';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useDownloadPatients } from '../api/download-patients';
import { StatsCards } from './stats-cards';

/**
 * /admin/dashboard: the counts and the patients export. `cards` come from other features (the
 * route composes them), in a row of their own above the counts, laid out as they are.
 */
export function AdminDashboardPage({ cards }: { cards?: ReactNode }) {
  const download = useDownloadPatients();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Dashboard
        </Title>
        <Button loading={download.isPending} onClick={() => download.mutate()}>
          Download patients data
        </Button>
      </Group>
      {cards && (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {cards}
        </SimpleGrid>
      )}
      <StatsCards />
    </Stack>
  );
}
