import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage, applicationsQueryOptions } from '../../features/admin-applications';

export const Route = createFileRoute('/admin/job-application')({
  // The loader rides in the page's admin-only chunk, keeping admin queries out of the main bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(applicationsQueryOptions());
  },
  component: JobApplications,
});

function JobApplications() {
  return <ApplicationsPage />;
}
