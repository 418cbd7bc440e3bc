import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AdminModal, adminSuccess } from '../../../components/admin';
import { useCreateJob } from '../api/job-mutations';
import { EMPTY_JOB } from '../lib/job-fields';
import { JobForm } from './job-form';

/** The 'Post a Job' button and its modal (spec §2 "Career post"). */
export function PostJobModal() {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateJob();
  return (
    <>
      <Button onClick={open}>Post a Job</Button>
      <AdminModal opened={opened} onClose={close} title="Post a Job" size="lg">
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
      </AdminModal>
    </>
  );
}
