import { adminSuccess, PostModal } from '../../../components/admin';
import { useCreateJob } from '../api/job-mutations';
import { EMPTY_JOB } from '../lib/job-fields';
import { JobForm } from './job-form';

/** The 'Post a Job' button and its modal (docs/product-spec.md §2 "Career post"). */
export function PostJobModal() {
  const create = useCreateJob();
  return (
    <PostModal label="Post a Job">
      {(close) => (
        <JobForm
          initialValues={EMPTY_JOB}
          submitLabel="Post job"
          pending={create.isPending}
          onSubmit={async (job) => {
            const { message } = await create.mutateAsync(job);
            adminSuccess(message);
            close();
          }}
        />
      )}
    </PostModal>
  );
}
