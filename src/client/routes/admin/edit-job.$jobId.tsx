import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { IdSchema } from '../../../shared/schemas/common';
import { EditJobPage, jobQueryOptions } from '../../features/admin-jobs';
import { AdminNotFound, AdminPageError, AdminPageLoader } from '../../components/admin';
import { ApiError } from '../../lib/api-client';

export const Route = createFileRoute('/admin/edit-job/$jobId')({
  loader: async ({ context: { queryClient }, params: { jobId } }) => {
    if (!v.is(IdSchema, jobId)) throw notFound();
    try {
      await queryClient.ensureQueryData(jobQueryOptions(jobId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
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
