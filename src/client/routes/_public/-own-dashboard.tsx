/**
 * The signed-in patient's own dashboard, as the route draws it (in the browser, and on the
 * server: `page-renderer.tsx`, docs/architecture.md "First load"), and what the server reads to
 * draw its first screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CheckInDue, CheckInsCard, prefetchOwnCheckIns } from '../../features/check-ins';
import {
  DashboardPage,
  prefetchOwnIssues,
  prefetchSavedPlan,
  timelineQueryOptions,
} from '../../features/dashboard';
import { PasskeyOfferCard } from '../../features/passkeys';
import { InstallApp, ReminderSettings } from '../../features/patient-app';
import { ConsentCard, ErasureOpenNotice, YourDataCard } from '../../features/privacy';
import { BreakReminderSwitch, prefetchWearForDrawing, WearCard } from '../../features/wear';

/** The signed-in patient's own dashboard. */
export function OwnDashboard({ aligner, report }: { aligner?: number | string; report?: 'issue' }) {
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

/**
 * What the server reads to draw today's first screen: the plan, the switches, the wear log and
 * the break reminder's switch, the check-ins (a check-in due is drawn only while none was sent)
 * and the open issues (the signed-in user is read first, to know it is a patient's). The app's
 * loader asks for the plan's without waiting for all of them: the page shows sooner offline.
 * The page carries them all, so the app's first render asks for nothing it shows.
 */
export async function loadFirstScreen(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.fetchQuery(timelineQueryOptions()),
    prefetchSavedPlan(queryClient),
    prefetchWearForDrawing(queryClient),
    prefetchOwnCheckIns(queryClient),
    prefetchOwnIssues(queryClient),
  ]);
}
