import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import type { JobApplication } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { ListError } from '../../admin-common';
import { useApplications } from '../api/get-applications';
import { AboutText } from './about-text';

const PAGE_SIZE = 10;

/** Job applications, newest first (spec §2 "Job applications"). */
export function ApplicationsTable() {
  const applications = useApplications();
  const [page, setPage] = useState(1);

  if (applications.isError) {
    return (
      <ListError
        title="The applications could not be loaded"
        onRetry={() => void applications.refetch()}
      />
    );
  }
  const records = applications.data ?? [];
  const shown = Math.min(page, Math.max(1, Math.ceil(records.length / PAGE_SIZE)));

  return (
    <DataTable<JobApplication>
      aria-label="Job applications"
      withTableBorder
      borderRadius="md"
      striped
      verticalAlign="top"
      minHeight={records.length ? undefined : 180}
      fetching={applications.isPending}
      records={records.slice((shown - 1) * PAGE_SIZE, shown * PAGE_SIZE)}
      totalRecords={records.length}
      recordsPerPage={PAGE_SIZE}
      page={shown}
      onPageChange={setPage}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      noRecordsText="No applications received yet."
      idAccessor="_id"
      columns={[
        {
          accessor: 'job',
          title: 'Job',
          render: (application) => application.job?.title ?? 'A removed job',
        },
        {
          accessor: 'name',
          title: 'Applicant',
          render: ({ name, email, phone }) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <Anchor href={`mailto:${email}`} size="sm">
                {email}
              </Anchor>
              <Text size="sm" c="gray.7">
                {phone}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'createdAt',
          title: 'Date',
          noWrap: true,
          render: (application) => formatDateIN(application.createdAt),
        },
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
      ]}
    />
  );
}
