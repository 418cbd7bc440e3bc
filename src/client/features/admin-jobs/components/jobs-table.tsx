import type { UseQueryResult } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { Job } from '../../../../shared/api-types';
import { ADMIN_CUT } from '../../../../shared/constants';
import { ClientPagedTable, editDeleteColumn, truncate, wideOnly } from '../../../components/admin';
import { useDeleteJob } from '../api/job-mutations';

const PAGE_SIZE = 10;

/**
 * The jobs table (docs/product-spec.md §2 "Career post"): long texts cut to 10 characters, edit and
 * delete.
 */
export function JobsTable({ jobs }: { jobs: UseQueryResult<Job[]> }) {
  const remove = useDeleteJob();

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
    editDeleteColumn<Job>({
      name: (job) => job.title,
      noun: 'job',
      edit: (job) => ({ to: '/admin/edit-job/$jobId', params: { jobId: job._id } }),
      remove,
    }),
  ];

  return (
    <ClientPagedTable<Job>
      what="jobs"
      columns={columns}
      query={jobs}
      pageSize={PAGE_SIZE}
      noRecordsText="No jobs posted yet."
    />
  );
}
