import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, Container, Stack, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '../../../../shared/api-types';
import { CONTENT_DRAWN } from '../../../../shared/page-render';
import { FullScreenLoader } from '../../../components/full-screen-loader';
import { RenderInTurn, RenderLater } from '../../../components/render-later';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useSignedOutRedirect } from '../../../hooks/use-signed-out-redirect';
import { useTimeline } from '../api/get-timeline';
import { useIssueOutbox } from '../hooks/use-issue-outbox';
import { readTappedAligner } from '../lib/dashboard-search';
import { patientPlan, planFigures, type PatientPlan } from '../lib/patient-plan';
import { AlignerFocus } from './aligner-focus';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DurationOverview } from './duration-overview';
import { OfflineBanner } from './offline-banner';
import { PatientDialogs, type PatientDialogKind } from './patient-dialogs';
import { ProfileCard } from './profile-card';
import { StatTiles } from './stat-tiles';
import { TodayCard } from './today-card';
import { TreatmentTimeline } from './treatment-timeline';

interface DashboardPageProps {
  /** `?aligner=` as written on the tapped NFC tag. */
  tappedAligner?: number | string;
  /** `?report=issue` (the home-screen shortcut): open the issue dialog. */
  reportIssue?: boolean;
  /** Cards for the end of the page (the patient's data), composed by the route. */
  appCards?: ReactNode;
  /** The wear log's card, composed by the route: under today's aligner. */
  wearCard?: ReactNode;
  /** The photo check-in's line when one is due, in today's card. */
  checkInDue?: ReactNode;
  /** The photo check-ins' card, composed by the route. */
  checkInsCard?: ReactNode;
  /** One-time offers composed by the route (a passkey, installing), after today. */
  offers?: ReactNode;
  /** The "Reminders" card, composed by the route: within the first two screens. */
  reminders?: ReactNode;
  /** Notices composed by the route (the privacy notice to agree to), at the top. */
  notices?: ReactNode;
  /** The page's heading: "Your treatment", or a child's in their guardian's view. */
  title?: ReactNode;
}

/**
 * The page's frame: the offline banner and the title over its content, at least a screen high,
 * so the footer under it never shows in the first screen while the content is still loading,
 * only to move away when it arrives.
 */
function DashboardFrame({ children, title }: { children: ReactNode; title?: ReactNode }) {
  return (
    <Container size="md" px="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" mih="100vh">
        <OfflineBanner />
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title ?? <Trans>Your treatment</Trans>}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/** The route's pending view: 3 tiles and 8 timeline rows (docs/product-spec.md §2). */
export function DashboardPending({ title }: { title?: ReactNode }) {
  return (
    <DashboardFrame title={title}>
      <DashboardSkeleton />
    </DashboardFrame>
  );
}

/** The route's error view: `error` is the alert with its retry. */
export function DashboardLoadError({ error }: { error: ReactNode }) {
  return <DashboardFrame>{error}</DashboardFrame>;
}

/** /dashboard (docs/product-spec.md §2 "Patient dashboard"), phone first. */
export function DashboardPage(props: DashboardPageProps) {
  // Run after its cards' own (a tapped aligner's keeping in view): no move goes unheard between.
  useEffect(() => {
    document.documentElement.dataset[CONTENT_DRAWN] = '';
  }, []);
  const signedIn = useSignedOutRedirect();
  const { data: user } = useCurrentUser();
  const { t } = useLingui();
  useIssueOutbox(signedIn);

  // After sign-out the page may stay mounted for a moment: it no longer reads the patient's data.
  if (!signedIn || !user) return <FullScreenLoader />;
  const plan = patientPlan(user);
  if (!plan) {
    return (
      <DashboardFrame title={props.title}>
        <Alert color="blue" title={t`No treatment plan yet`}>
          <Trans>
            Your clinic has not set up your plan. Please contact us if this looks wrong.
          </Trans>
        </Alert>
      </DashboardFrame>
    );
  }
  return <PlanDashboard {...props} user={user} plan={plan} />;
}

type PlanDashboardProps = DashboardPageProps & { user: CurrentUser; plan: PatientPlan };

function PlanDashboard(props: PlanDashboardProps) {
  // The page's first render is its loading view; the dashboard follows in a transition, which
  // React renders in slices between the browser's other work instead of in one long task.
  return (
    <DashboardFrame title={props.title}>
      <RenderLater fallback={<DashboardSkeleton />}>
        <PlanContent {...props} />
      </RenderLater>
    </DashboardFrame>
  );
}

/**
 * Today first (docs/design.md §4): the tapped aligner, today's aligner and its switch, the wear
 * card with its button, then one-time offers and the reminders; the profile, figures, check-ins,
 * timeline and the patient's data follow, drawn after the first screen.
 */
function PlanContent(props: PlanDashboardProps) {
  const { tappedAligner, reportIssue, appCards, wearCard, checkInsCard, offers, notices } = props;
  const { checkInDue, reminders, user, plan } = props;
  const { i18n } = useLingui();
  const { data: timeline } = useTimeline();
  const [dialog, setDialog] = useState<PatientDialogKind | null>(reportIssue ? 'issue' : null);
  const figures = planFigures(plan, i18n);
  const tapped = readTappedAligner(tappedAligner, plan.aligners);
  const tappedCurrent =
    tapped?.kind === 'aligner' && tapped.aligner === plan.currentAligner && plan.currentAligner > 0;

  return (
    <>
      {notices}
      {tapped && <AlignerFocus tapped={tapped} plan={plan} timeline={timeline} />}
      <TodayCard
        plan={plan}
        timeline={timeline}
        confirmAbove={tappedCurrent}
        onResume={() => setDialog('resume')}
        checkInDue={checkInDue}
      />
      {wearCard}
      {/* Once the first screen has painted, card by card: its cards' own drawing is never
          batched with this. Meanwhile a screen's height stands in, so the footer never shows,
          then moves, under today. */}
      <RenderInTurn fallback={<Box mih="100vh" aria-hidden="true" />}>
        {offers}
        {reminders}
        <ProfileCard user={user} plan={plan} onRaiseIssue={() => setDialog('issue')} />
        <StatTiles figures={figures} />
        <DurationOverview plan={plan} percent={figures.percent} />
        {checkInsCard}
        <TreatmentTimeline
          timeline={timeline}
          highlightAligner={tapped?.kind === 'aligner' ? tapped.aligner : undefined}
          currentAligner={plan.currentAligner}
        />
        {appCards}
      </RenderInTurn>
      <PatientDialogs
        open={dialog}
        onClose={() => setDialog(null)}
        userId={user._id}
        canPause={plan.status === 'active'}
      />
    </>
  );
}
