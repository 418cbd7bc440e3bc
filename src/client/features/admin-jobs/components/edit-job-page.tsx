import { useSuspenseQuery } from '@tanstack/react-query';
import { EditRecordPage } from '../../../components/admin';
import { jobQueryOptions } from '../api/get-job';
import { useUpdateJob } from '../api/job-mutations';
import { jobValues } from '../lib/job-fields';
import { JobForm } from './job-form';

/**
 * /admin/edit-job/$jobId (docs/product-spec.md §2 "Edit job"): the job's fields with Save and
 * Cancel.
 */
export function EditJobPage({ jobId }: { jobId: string }) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  const update = useUpdateJob();
  return (
    <EditRecordPage title="Edit job" name={job.title} backTo="/admin/career-post">
      {(saved, cancel) => (
        <JobForm
          key={job._id}
          initialValues={jobValues(job)}
          translations={job.translations}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (values) => {
            const { message } = await update.mutateAsync({ id: job._id, job: values });
            await saved(message);
          }}
        >
          {cancel}
        </JobForm>
      )}
    </EditRecordPage>
  );
}
