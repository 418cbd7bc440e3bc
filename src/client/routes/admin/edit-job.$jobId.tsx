import { createFileRoute } from '@tanstack/react-router';
import { EditJobPage, jobQueryOptions } from '../../features/admin-jobs';
import { AdminNotFound, AdminPageError, AdminPageLoader } from '../../components/admin';
import { loadById } from '../../lib/load-by-id';

export const Route = createFileRoute('/admin/edit-job/$jobId')({
  loader: ({ context: { queryClient }, params: { jobId } }) =>
    loadById(jobId, (id) => queryClient.ensureQueryData(jobQueryOptions(id))),
  pendingComponent: AdminPageLoader,
  notFoundComponent: () => (
    <AdminNotFound
      title="Job not found"
      back={{ to: '/admin/career-post', label: 'Back to jobs' }}
    />
  ),
  errorComponent: AdminPageError,
  component: EditJob,
});

function EditJob() {
  const { jobId } = Route.useParams();
  return <EditJobPage jobId={jobId} />;
}
