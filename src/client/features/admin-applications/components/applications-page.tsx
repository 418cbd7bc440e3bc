import { Stack, Text, Title } from '@mantine/core';
import { ApplicationsTable } from './applications-table';

/** /admin/job-application: who applied for which job, with their resumes. */
export function ApplicationsPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Job Applications
        </Title>
        <Text c="gray.7">Applications sent from the careers page, newest first.</Text>
      </div>
      <ApplicationsTable />
    </Stack>
  );
}
