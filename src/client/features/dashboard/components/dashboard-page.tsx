import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FullScreenLoader, useCurrentUser, useSignedOutRedirect } from '../../auth';
import { useTimeline } from '../api/get-timeline';
import { patientPlan, planFigures } from '../lib/patient-plan';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DurationOverview } from './duration-overview';
import { IssueDialog } from './issue-dialog';
import { PausedNotice } from './paused-notice';
import { ProfileCard } from './profile-card';
import { ResumeDialog } from './resume-dialog';
import { StatTiles } from './stat-tiles';
import { TreatmentTimeline } from './treatment-timeline';

/** /dashboard (spec §2 "Patient dashboard"), phone first. */
export function DashboardPage({ highlightAligner }: { highlightAligner?: number }) {
  const signedIn = useSignedOutRedirect();
  const { data: user } = useCurrentUser();
  const timeline = useTimeline(signedIn);
  const [dialog, setDialog] = useState<'issue' | 'resume' | null>(null);

  if (!signedIn || !user) return <FullScreenLoader />;
  const plan = patientPlan(user);
  const figures = plan && planFigures(plan);

  return (
    <Container size="md" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Your treatment
        </Title>
        {!plan || !figures ? (
          <Alert color="blue" title="No treatment plan yet">
            Your clinic has not set up your plan. Please contact us if this looks wrong.
          </Alert>
        ) : (
          <>
            <PausedNotice plan={plan} />
            <ProfileCard
              user={user}
              plan={plan}
              onRaiseIssue={() => setDialog('issue')}
              onResume={() => setDialog('resume')}
            />
            {timeline.isPending ? (
              <DashboardSkeleton />
            ) : timeline.isError ? (
              <Alert color="red" title="Your timeline could not be loaded">
                <Group justify="space-between">
                  <Text size="sm">Please check your connection and try again.</Text>
                  <Button size="xs" color="red.9" onClick={() => void timeline.refetch()}>
                    Try again
                  </Button>
                </Group>
              </Alert>
            ) : (
              <>
                <StatTiles figures={figures} />
                <DurationOverview plan={plan} percent={figures.percent} />
                <TreatmentTimeline timeline={timeline.data} highlightAligner={highlightAligner} />
              </>
            )}
            <IssueDialog
              opened={dialog === 'issue'}
              onClose={() => setDialog(null)}
              userId={user._id}
              canPause={plan.status === 'active'}
            />
            <ResumeDialog
              opened={dialog === 'resume'}
              onClose={() => setDialog(null)}
              userId={user._id}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
