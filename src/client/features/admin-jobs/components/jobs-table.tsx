import { Button, Group } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Job } from '../../../../shared/api-types';
import { ADMIN_CUT } from '../../../../shared/constants';
import { ButtonLink } from '../../../components/button-link';
import {
  adminSuccess,
  AdminTable,
  confirmDeletion,
  truncate,
  useClientPaging,
  wideOnly,
} from '../../../components/admin';
import { useDeleteJob } from '../api/job-mutations';

const PAGE_SIZE = 10;

/** The jobs table (spec §2 "Career post"): long texts cut to 10 characters, edit and delete. */
export function JobsTable({ jobs }: { jobs: Job[] }) {
  const remove = useDeleteJob();
  const { rows, paging } = useClientPaging(jobs, PAGE_SIZE);

  const deleteJob = (job: Job) => {
    if (!confirmDeletion(`Delete the job "${job.title}"?`)) return;
    remove.mutate(job._id, { onSuccess: ({ message }) => adminSuccess(message) });
  };

  const columns: DataTableColumn<Job>[] = [
    { accessor: 'title', title: 'Title' },
    {
      accessor: 'description',
      title: 'Description',
      render: (job) => truncate(job.description, ADMIN_CUT.jobDescription),
    },
    { accessor: 'department', title: 'Department', visibleMediaQuery: wideOnly },
    { accessor: 'jobType', title: 'Type', visibleMediaQuery: wideOnly },
    { accessor: 'location', title: 'Location' },
    {
      accessor: 'education',
      title: 'Education',
      render: (job) => truncate(job.education, ADMIN_CUT.jobEducation),
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (job) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <ButtonLink
            size="xs"
            variant="light"
            to="/admin/edit-job/$jobId"
            params={{ jobId: job._id }}
            aria-label={`Edit ${job.title}`}
          >
            Edit
          </ButtonLink>
          <Button
            size="xs"
            color="red.9"
            variant="outline"
            loading={remove.isPending && remove.variables === job._id}
            onClick={() => deleteJob(job)}
            aria-label={`Delete ${job.title}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <AdminTable<Job>
      what="jobs"
      columns={columns}
      records={rows}
      noRecordsText="No jobs posted yet."
      paging={paging}
    />
  );
}
