import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '../../../../shared/api-types';
import type { JobText } from '../../../../shared/schemas/content';
import { useForeignTextLang } from '../../../lib/content-language';

const DETAILS: { key: keyof JobText; label: MessageDescriptor }[] = [
  { key: 'department', label: msg`Department` },
  { key: 'jobType', label: msg`Job type` },
  { key: 'location', label: msg`Location` },
  { key: 'experience', label: msg`Experience` },
  { key: 'education', label: msg`Education` },
  { key: 'salaryRange', label: msg`Salary range` },
];

/**
 * One opening's details (plain text) and its 'Apply Now' button. An opening with no version in
 * the page's language shows its English, marked as English, under a note saying so.
 */
export function JobPanel({ job, onApply }: { job: Job; onApply: (job: Job) => void }) {
  const { i18n, t } = useLingui();
  const textLang = useForeignTextLang(job.lang);
  const title = job.title;
  return (
    <Stack gap="md">
      {textLang && (
        <Text size="sm" c="gray.7">
          <Trans>This opening is available only in English.</Trans>
        </Text>
      )}
      <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lang={textLang}>
        {job.description}
      </Text>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" m={0}>
        {DETAILS.filter(({ key }) => job[key]).map(({ key, label }) => (
          <div key={key}>
            <Text component="dt" size="xs" c="gray.7" tt="uppercase" fw={600}>
              {i18n._(label)}
            </Text>
            <Text component="dd" m={0} size="sm" fw={500} lang={textLang}>
              {job[key]}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group>
        <Button onClick={() => onApply(job)} aria-label={t`Apply Now for ${title}`}>
          <Trans>Apply Now</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
