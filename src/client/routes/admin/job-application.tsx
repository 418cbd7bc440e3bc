import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage, applicationsQueryOptions } from '../../features/admin-applications';

export const Route = createFileRoute('/admin/job-application')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(applicationsQueryOptions());
  },
  component: JobApplications,
});

function JobApplications() {
  return <ApplicationsPage />;
}
