import { queryOptions, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/admin-jobs';
import { jobsRequest } from '../../features/careers';
import { fetchAnswer } from '../../lib/page-data';
import { jobKeys } from '../../lib/keys/job-keys';

/** The openings as the careers page lists them, in English, through the admin's query client. */
const jobsQueryOptions = queryOptions({
  queryKey: jobKeys.list(),
  queryFn: ({ signal }) => fetchAnswer(jobsRequest('en'), signal),
  staleTime: 5 * 60_000,
});

export const Route = createFileRoute('/admin/career-post')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions);
  },
  component: CareerPost,
});

function CareerPost() {
  return <JobsPage jobs={useQuery(jobsQueryOptions)} />;
}
