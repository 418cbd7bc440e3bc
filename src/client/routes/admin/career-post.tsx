import { createFileRoute } from '@tanstack/react-router';
import { JobsPage } from '../../features/admin-jobs';
import { jobsQueryOptions } from '../../features/careers';

export const Route = createFileRoute('/admin/career-post')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions());
  },
  component: CareerPost,
});

function CareerPost() {
  return <JobsPage />;
}
