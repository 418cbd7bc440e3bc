import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Job } from '../../../../shared/api-types';

const DETAILS: { key: keyof Job; label: string }[] = [
  { key: 'department', label: 'Department' },
  { key: 'jobType', label: 'Job type' },
  { key: 'location', label: 'Location' },
  { key: 'experience', label: 'Experience' },
  { key: 'education', label: 'Education' },
  { key: 'salaryRange', label: 'Salary range' },
];

/** One opening's details (plain text) and its 'Apply Now' button. */
export function JobPanel({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  return (
    <Stack gap="md">
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{job.description}</Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" m={0}>
        {DETAILS.filter(({ key }) => job[key]).map(({ key, label }) => (
          <div key={key}>
            <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500}>
              {job[key]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={() => onApply(job)} aria-label={`Apply Now for ${job.title}`}>
          Apply Now
        </Button>
      </Group>
    </Stack>
  );
}
