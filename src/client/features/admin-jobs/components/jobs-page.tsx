import { Group, Stack, Text, Title } from '@mantine/core';
import { JobsTable } from './jobs-table';
import { PostJobModal } from './post-job-modal';

/** /admin/career-post: the openings shown on the careers page. */
export function JobsPage() {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Career / Jobs
          </Title>
          <Text c="gray.7">The openings listed on the careers page.</Text>
        </div>
        <PostJobModal />
      </Group>
      <JobsTable />
    </Stack>
  );
}
