import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOAST_ADMIN_MS } from '../../../../shared/constants';
import { showSuccess } from '../../../lib/toast';
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
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Edit job
        </Title>
        <Text c="gray.7">{job.title}</Text>
      </div>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <JobForm
          key={job._id}
          initialValues={jobValues(job)}
          submitLabel="Save"
          pending={update.isPending}
          onSubmit={async (values) => {
            const { message } = await update.mutateAsync({ id: job._id, job: values });
            showSuccess(message, undefined, TOAST_ADMIN_MS);
            await backToJobs();
          }}
        >
          <Button variant="default" onClick={() => void backToJobs()}>
            Cancel
          </Button>
        </JobForm>
      </Paper>
    </Stack>
  );
}
