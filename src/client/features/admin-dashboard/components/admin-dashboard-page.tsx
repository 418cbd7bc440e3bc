import { Button, Group, Stack, Title } from '@mantine/core';
import { useDownloadPatients } from '../api/download-patients';
import { StatsCards } from './stats-cards';

/** /admin/dashboard: the counts and the patients export. */
export function AdminDashboardPage() {
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
      <StatsCards />
    </Stack>
  );
}
