import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/admin-jobs';
import { jobsQueryOptions } from '../../features/careers';

/** The admin's jobs are the careers page's list (one cache: a change shows on both). */
export const Route = createFileRoute('/admin/career-post')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions('en'));
  },
  component: CareerPost,
});

function CareerPost() {
  return <JobsPage jobs={useQuery(jobsQueryOptions('en'))} />;
}
