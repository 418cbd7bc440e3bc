import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { FullScreenLoader, requirePatient } from '../../features/auth';
import {
  DashboardPage,
  DashboardSearchSchema,
  timelineQueryOptions,
} from '../../features/dashboard';
import { useLiveChat } from '../../features/live-chat';
import { InstallApp, ReminderSettings } from '../../features/patient-app';

/**
 * /dashboard (spec §2): patients only — no token goes to /login (coming back here afterwards,
 * `?aligner=` included), an admin to the admin dashboard, anyone else to /.
 */
export const Route = createFileRoute('/_public/dashboard')({
  validateSearch: DashboardSearchSchema,
  beforeLoad: requirePatient,
  // Starts the timeline without holding the page: the skeleton shows meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(timelineQueryOptions());
  },
  pendingComponent: FullScreenLoader,
  component: PatientDashboard,
});

function PatientDashboard() {
  const { aligner, report } = Route.useSearch();
  useDocumentTitle(`My dashboard · ${BRAND}`);
  useLiveChat();
  return (
    <DashboardPage
      tappedAligner={aligner}
      reportIssue={report === 'issue'}
      appCards={
        <>
          <ReminderSettings />
          <InstallApp />
        </>
      }
    />
  );
}
