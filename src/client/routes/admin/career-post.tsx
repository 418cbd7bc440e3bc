import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { JobsPage } from '../../features/admin-jobs';
import { jobsQueryOptions } from '../../features/careers';

export const Route = createFileRoute('/admin/career-post')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(jobsQueryOptions());
  },
  component: CareerPost,
});

function CareerPost() {
  useDocumentTitle(`Career / Jobs · ${BRAND}`);
  return <JobsPage />;
}
