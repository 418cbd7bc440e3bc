import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../shared/constants';
import { RouteQueryError } from '../../components/route-query-error';
import { requirePatient } from '../../features/auth';
import { CheckInDue, CheckInsCard } from '../../features/check-ins';
import {
  DashboardLoadError,
  DashboardPage,
  DashboardPending,
  DashboardSearchSchema,
  prefetchSavedPlan,
  timelineQueryOptions,
} from '../../features/dashboard';
import { useLiveChat } from '../../features/live-chat';
import { PasskeyOfferCard } from '../../features/passkeys';
import { InstallApp, ReminderSettings } from '../../features/patient-app';
import { ConsentCard, ErasureOpenNotice, YourDataCard } from '../../features/privacy';
import { BreakReminderSwitch, prefetchWearLog, WearCard } from '../../features/wear';

/**
 * /dashboard (docs/product-spec.md §2): patients only — no token goes to /login (coming back here
 * afterwards, `?aligner=` included), an admin to the admin dashboard, anyone else to /. Offline,
 * the timeline saved in IndexedDB (restored before the first render) answers the loader at once.
 * The confirmed aligner switches are part of the saved plan: asked for on every open, so a later
 * tap on a case knows them offline, but never waited for; so is the wear log, whose taps waiting
 * on this phone are read before the page renders, so a log already there is drawn with it.
 */
export const Route = createFileRoute('/_public/dashboard')({
  validateSearch: DashboardSearchSchema,
  beforeLoad: requirePatient,
  loader: async ({ context }) => {
    prefetchSavedPlan(context.queryClient);
    const [timeline] = await Promise.all([
      context.queryClient.ensureQueryData(timelineQueryOptions()),
      prefetchWearLog(context.queryClient),
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
  useDocumentTitle(t`My dashboard · ${BRAND}`);
  useLiveChat();
  return (
    <DashboardPage
      tappedAligner={aligner}
      reportIssue={report === 'issue'}
      wearCard={<WearCard />}
      checkInDue={<CheckInDue />}
      offers={
        <>
          <PasskeyOfferCard />
          <InstallApp />
        </>
      }
      reminders={
        <ReminderSettings
          breakNudge={({ deliverable, needs }) => (
            <BreakReminderSwitch deliverable={deliverable} needs={needs} />
          )}
        />
      }
      notices={
        <>
          <ConsentCard />
          <ErasureOpenNotice />
        </>
      }
      checkInsCard={<CheckInsCard />}
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
