import { Button, Group, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import type { Job } from '../../../../shared/api-types';
import { ADMIN_CUT, TOAST_ADMIN_MS } from '../../../../shared/constants';
import { ButtonLink } from '../../../components/button-link';
import { showSuccess } from '../../../lib/toast';
import { useJobs } from '../../careers';
import { confirmDeletion, ListError, truncate } from '../../admin-common';
import { useDeleteJob } from '../api/job-mutations';

const PAGE_SIZE = 10;

/** The jobs table (spec §2 "Career post"): long texts cut to 10 characters, edit and delete. */
export function JobsTable() {
  const jobs = useJobs();
  const remove = useDeleteJob();
  const [page, setPage] = useState(1);

  if (jobs.isError) {
    return <ListError title="The jobs could not be loaded" onRetry={() => void jobs.refetch()} />;
  }

  const records = jobs.data ?? [];
  const lastPage = Math.max(1, Math.ceil(records.length / PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const deleteJob = (job: Job) => {
    if (!confirmDeletion(`Delete the job "${job.title}"?`)) return;
    remove.mutate(job._id, {
      onSuccess: ({ message }) => showSuccess(message, undefined, TOAST_ADMIN_MS),
    });
  };

  return (
    <DataTable<Job>
      aria-label="Jobs"
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      minHeight={records.length ? undefined : 180}
      fetching={jobs.isPending}
      records={records.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
      totalRecords={records.length}
      recordsPerPage={PAGE_SIZE}
      page={shown}
      onPageChange={setPage}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      noRecordsText="No jobs posted yet."
      idAccessor="_id"
      columns={[
        { accessor: 'title', title: 'Title' },
        {
          accessor: 'description',
          title: 'Description',
          render: (job) => truncate(job.description, ADMIN_CUT.jobDescription),
        },
        { accessor: 'department', title: 'Department' },
        { accessor: 'jobType', title: 'Type' },
        { accessor: 'location', title: 'Location' },
        {
          accessor: 'education',
          title: 'Education',
          render: (job) => truncate(job.education, ADMIN_CUT.jobEducation),
        },
        {
          accessor: 'actions',
          title: (
            <Text component="span" fw={700}>
              Actions
            </Text>
          ),
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
      ]}
    />
  );
}
