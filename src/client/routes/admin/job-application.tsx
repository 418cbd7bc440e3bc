import { createFileRoute } from '@tanstack/react-router';
import { AdminPageError, AdminPageLoader } from '../../components/admin';
import { ApplicationsPage, applicationsQueryOptions } from '../../features/admin-applications';

export const Route = createFileRoute('/admin/job-application')({
  loader: ({ context }) => context.queryClient.ensureQueryData(applicationsQueryOptions()),
  pendingComponent: AdminPageLoader,
  errorComponent: AdminPageError,
  component: JobApplications,
});

function JobApplications() {
  return <ApplicationsPage />;
}
