import { Accordion, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Job } from '../../../../shared/api-types';
import { useJobs } from '../api/get-jobs';
import { PinIcon } from '../../../components/icons';
import { JobPanel } from './job-panel';
import { useForeignTextLang } from '../../../lib/content-language';

// The dialog's form (inputs, a select, a file picker) is most of the page's code: it loads when
// a visitor opens an opening, before they can press its 'Apply Now'.
const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(() => loadApplyDialog().then((m) => ({ default: m.ApplyDialog })));

/** The section's heading over its content (the openings, their skeleton or their error). */
function OpeningsSection({ children }: { children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby="latest-openings" gap="lg" id="openings">
      <Title order={2} id="latest-openings" ta="center">
        <Trans>Latest Openings</Trans>
      </Title>
      {children}
    </Stack>
  );
}

export function LatestOpeningsSkeleton() {
  const { t } = useLingui();
  return (
    <OpeningsSection>
      {/* The size of three openings (the separated accordion's gap; each title and its badges,
          which wrap to a second line on a phone), so nothing below moves when they come. */}
      <Stack gap="md" aria-busy="true" aria-label={t`Loading openings`} role="status">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={{ base: 112, sm: 84 }} radius="md" />
        ))}
      </Stack>
    </OpeningsSection>
  );
}

/** The openings could not be loaded: the section's heading, then `error` (the alert). */
export function LatestOpeningsError({ error }: { error: ReactNode }) {
  return <OpeningsSection>{error}</OpeningsSection>;
}

/** The 'Latest Openings' accordion; each job's 'Apply Now' opens the application dialog. */
export function LatestOpenings() {
  const jobs = useJobs();
  const [applyingFor, setApplyingFor] = useState<Job | null>(null);
  // Mounted from the first 'Apply Now' on, so that it can close with its transition.
  const [dialogWanted, setDialogWanted] = useState(false);
  const apply = (job: Job) => {
    setDialogWanted(true);
    setApplyingFor(job);
  };

  return (
    <OpeningsSection>
      {jobs.length === 0 ? (
        <Text ta="center" c="gray.7" size="lg" py="lg">
          <Trans>Currently, there are no openings!</Trans>
        </Text>
      ) : (
        // Panels open at once, not by growing: a growing panel clips its 'Apply Now', and a
        // press on it that scrolls it into view (keyboard focus, a test's click) lands on the
        // text above when the panel's growth scrolls it back down before the release.
        <Accordion
          variant="separated"
          radius="md"
          chevronPosition="right"
          transitionDuration={0}
          onChange={() => void loadApplyDialog()}
        >
          {jobs.map((job) => (
            <Accordion.Item key={job._id} value={job._id}>
              <Accordion.Control>
                <OpeningHeading job={job} />
              </Accordion.Control>
              <Accordion.Panel>
                <JobPanel job={job} onApply={apply} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {dialogWanted && (
        <Suspense fallback={null}>
          <ApplyDialog jobs={jobs} job={applyingFor} onClose={() => setApplyingFor(null)} />
        </Suspense>
      )}
    </OpeningsSection>
  );
}

/** An opening's title and tags, marked as English when it has no version in the page's language. */
function OpeningHeading({ job }: { job: Job }) {
  const textLang = useForeignTextLang(job.lang);
  return (
    <>
      <Text component="span" display="block" fw={700} size="lg" lang={textLang}>
        {job.title}
      </Text>
      <Group component="span" gap="xs" mt={6}>
        {job.department && (
          <Badge component="span" variant="light" lang={textLang}>
            {job.department}
          </Badge>
        )}
        {job.jobType && (
          <Badge component="span" variant="outline" color="gray.7" lang={textLang}>
            {job.jobType}
          </Badge>
        )}
        {job.location && (
          <Text size="sm" c="gray.7" component="span" lang={textLang}>
            <PinIcon style={{ verticalAlign: '-3px' }} /> {job.location}
          </Text>
        )}
        {textLang && (
          <Text size="xs" c="gray.7" component="span">
            <Trans>In English</Trans>
          </Text>
        )}
      </Group>
    </>
  );
}
