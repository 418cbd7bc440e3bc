import { useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { FullScreenLoader, useCurrentUser, useSignedOutRedirect } from '../../auth';
import { useTimeline } from '../api/get-timeline';
import { useIssueOutbox } from '../hooks/use-issue-outbox';
import { readTappedAligner } from '../lib/dashboard-search';
import { patientPlan, planFigures } from '../lib/patient-plan';
import { AlignerFocus } from './aligner-focus';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DurationOverview } from './duration-overview';
import { IssueDialog } from './issue-dialog';
import { OfflineBanner } from './offline-banner';
import { PausedNotice } from './paused-notice';
import { ProfileCard } from './profile-card';
import { ResumeDialog } from './resume-dialog';
import { StatTiles } from './stat-tiles';
import { TreatmentTimeline } from './treatment-timeline';

interface DashboardPageProps {
  /** `?aligner=` as written on the tapped NFC tag. */
  tappedAligner?: number | string;
  /** `?report=issue` (the home-screen shortcut): open the issue dialog. */
  reportIssue?: boolean;
  /** The app's own cards (installing, reminders), composed by the route. */
  appCards?: ReactNode;
}

/** /dashboard (spec §2 "Patient dashboard"), phone first. */
export function DashboardPage({ tappedAligner, reportIssue, appCards }: DashboardPageProps) {
  const signedIn = useSignedOutRedirect();
  const { data: user } = useCurrentUser();
  const timeline = useTimeline(signedIn);
  const [dialog, setDialog] = useState<'issue' | 'resume' | null>(reportIssue ? 'issue' : null);
  useIssueOutbox(signedIn);

  if (!signedIn || !user) return <FullScreenLoader />;
  const plan = patientPlan(user);
  const figures = plan && planFigures(plan);
  const tapped = plan ? readTappedAligner(tappedAligner, plan.aligners) : undefined;

  return (
    <Container size="md" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <OfflineBanner />
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
                {tapped && <AlignerFocus tapped={tapped} plan={plan} timeline={timeline.data} />}
                <StatTiles figures={figures} />
                <DurationOverview plan={plan} percent={figures.percent} />
                <TreatmentTimeline
                  timeline={timeline.data}
                  highlightAligner={tapped?.kind === 'aligner' ? tapped.aligner : undefined}
                />
              </>
            )}
            {appCards}
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
