import { Button, Paper } from '@mantine/core';
import { AdminPage, adminSuccess } from '../../../components/admin';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { jobQueryOptions } from '../api/get-job';
import { useUpdateJob } from '../api/job-mutations';
import { jobValues } from '../lib/job-fields';
import { JobForm } from './job-form';

/** /admin/edit-job/$jobId (spec §2 "Edit job"): the job's fields with Save and Cancel. */
export function EditJobPage({ jobId }: { jobId: string }) {
  const { data: job } = useSuspenseQuery(jobQueryOptions(jobId));
  const update = useUpdateJob();
  const navigate = useNavigate();
  const backToJobs = () => navigate({ to: '/admin/career-post' });

  return (
    <AdminPage title="Edit job" description={job.title}>
      <Paper maw={860} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <JobForm
          key={job._id}
          initialValues={jobValues(job)}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (values) => {
            const { message } = await update.mutateAsync({ id: job._id, job: values });
            adminSuccess(message);
            await backToJobs();
          }}
        >
          <Button variant="default" onClick={() => void backToJobs()}>
            Cancel
          </Button>
        </JobForm>
      </Paper>
    </AdminPage>
  );
}
