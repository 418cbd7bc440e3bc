import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { ApplicationsPage, applicationsQueryOptions } from '../../features/admin-applications';

export const Route = createFileRoute('/admin/job-application')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(applicationsQueryOptions());
  },
  component: JobApplications,
});

function JobApplications() {
  useDocumentTitle(`Job applications · ${BRAND}`);
  return <ApplicationsPage />;
}
