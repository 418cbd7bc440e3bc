import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { DataTableColumn } from 'mantine-datatable';
import type { JobApplication } from '../../../../shared/api-types';
import { ClientPagedTable, dateColumn, senderColumn } from '../../../components/admin';
import { useApplications } from '../api/get-applications';
import { AboutText } from './about-text';

const PAGE_SIZE = 10;

const COLUMNS: DataTableColumn<JobApplication>[] = [
  {
    accessor: 'job',
    title: 'Job',
    render: (application) => application.job?.title ?? 'A removed job',
  },
  senderColumn('Applicant', (application) => application.phone),
  dateColumn(),
  {
    accessor: 'about',
    title: 'About',
    width: '34%',
    render: (application) => <AboutText about={application.about} />,
  },
  {
    accessor: 'resume',
    title: 'Resume',
    noWrap: true,
    render: (application) => (
      <Anchor
        renderRoot={(props) => (
          <Link
            {...props}
            to="/view-resume/$id"
            params={{ id: application._id }}
            search={{ resume: application.resume }}
            target="_blank"
            rel="noopener"
          />
        )}
        size="sm"
        fw={600}
        aria-label={`Resume of ${application.name} (opens in a new tab)`}
      >
        View resume
      </Anchor>
    ),
  },
];

/** Job applications, newest first (docs/product-spec.md §2 "Job applications"). */
export function ApplicationsTable() {
  const applications = useApplications();
  return (
    <ClientPagedTable<JobApplication>
      what="job applications"
      columns={COLUMNS}
      query={applications}
      pageSize={PAGE_SIZE}
      noRecordsText="No applications received yet."
    />
  );
}
