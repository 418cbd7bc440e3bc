import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../shared/constants';
import { RouteQueryError } from '../../components/route-query-error';
import { useCurrentUser } from '../../hooks/use-current-user';
import { requireDashboardUser } from '../../features/auth';
import { CheckInsCard, prefetchWaitingCheckIns } from '../../features/check-ins';
import {
  DashboardLoadError,
  DashboardPage,
  DashboardPending,
  DashboardSearchSchema,
  prefetchOwnIssues,
  prefetchSavedPlan,
  timelineQueryOptions,
} from '../../features/dashboard';
import { ChildTreatmentTitle, FamilyDashboard, NoChildrenNotice } from '../../features/family';
import { LiveChat } from '../../features/live-chat';
import { ReminderSettings } from '../../features/patient-app';
import { ConsentCard, ErasureOpenNotice, YourDataCard } from '../../features/privacy';
import { prefetchWearLog, WearCard } from '../../features/wear';
import { OwnDashboard } from './-own-dashboard';

/**
 * /dashboard (docs/product-spec.md §2): patients only — no token goes to /login (coming back here
 * afterwards, `?aligner=` included), an admin to the admin dashboard, anyone else to /. Offline,
 * the timeline saved in IndexedDB (restored before the first render) answers the loader at once.
 * The confirmed aligner switches are part of the saved plan: asked for on every open, so a later
 * tap on a case knows them offline, but never waited for; so is the wear log, whose taps waiting
 * on this phone are read before the page renders, so a log already there is drawn with it; so
 * are the check-ins waiting in its outbox.
 */
export const Route = createFileRoute('/_public/dashboard')({
  validateSearch: DashboardSearchSchema,
  beforeLoad: requireDashboardUser,
  loader: async ({ context }) => {
    // A parent or guardian who is no patient has no plan of their own: each child's loads in
    // the child's view.
    if (context.user.role !== 'patient') return null;
    void prefetchSavedPlan(context.queryClient);
    const [timeline] = await Promise.all([
      context.queryClient.ensureQueryData(timelineQueryOptions()),
      prefetchWearLog(context.queryClient),
      prefetchWaitingCheckIns(context.queryClient),
      prefetchOwnIssues(context.queryClient),
    ]);
    return timeline;
  },
  pendingComponent: DashboardPending,
  errorComponent: DashboardError,
  component: PatientDashboard,
});

function PatientDashboard() {
  const { aligner, report } = Route.useSearch();
  const { t } = useLingui();
  const signedIn = Route.useRouteContext().user;
  const user = useCurrentUser().data ?? signedIn;
  useDocumentTitle(t`My dashboard · ${BRAND}`);
  const own =
    user.role === 'patient' ? <OwnDashboard aligner={aligner} report={report} /> : undefined;
  const page = user.children?.length ? (
    <FamilyDashboard
      followed={user.children}
      own={own}
      child={(child) => <ChildDashboard name={child.name} />}
      pending={(child) => <DashboardPending title={<ChildTreatmentTitle name={child.name} />} />}
      settings={own ? undefined : <ReminderSettings />}
    />
  ) : (
    (own ?? <NoChildrenNotice />)
  );
  return (
    <>
      {page}
      <LiveChat />
    </>
  );
}

/**
 * A child's treatment as their parent or guardian sees it (docs/design.md §12): the same cards,
 * read from the child's record; they confirm a switch, raise an issue, agree to the notice and
 * ask for the child's data. The wear log and the check-ins are the child's to add to, from the
 * child's phone.
 */
function ChildDashboard({ name }: { name: string }) {
  return (
    <DashboardPage
      title={<ChildTreatmentTitle name={name} />}
      wearCard={<WearCard readOnly />}
      notices={
        <>
          <ConsentCard asGuardian />
          <ErasureOpenNotice />
        </>
      }
      checkInsCard={<CheckInsCard readOnly />}
      appCards={<YourDataCard />}
    />
  );
}

function DashboardError({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <DashboardLoadError
      error={<RouteQueryError title={t`Your timeline could not be loaded`} reset={reset} />}
    />
  );
}
