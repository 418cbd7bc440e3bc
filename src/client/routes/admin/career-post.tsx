import { createFileRoute } from '@tanstack/react-router';
import { AdminPageError, AdminPageLoader } from '../../components/admin';
import { JobsPage } from '../../features/admin-jobs';
import { jobsQueryOptions, useJobs } from '../../features/careers';

/** The admin's jobs are the careers page's list (one cache: a change shows on both). */
export const Route = createFileRoute('/admin/career-post')({
  loader: ({ context }) => context.queryClient.ensureQueryData(jobsQueryOptions()),
  pendingComponent: AdminPageLoader,
  errorComponent: AdminPageError,
  component: CareerPost,
});

function CareerPost() {
  const { data: jobs } = useJobs();
  return <JobsPage jobs={jobs} />;
}
