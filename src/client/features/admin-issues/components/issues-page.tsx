import { useState } from 'react';
import { Badge, Button, SegmentedControl, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import type { Issue } from '../../../../shared/api-types';
import { actionsColumn, AdminPage, AdminTable, adminSuccess } from '../../../components/admin';
import { useCloseIssue, useIssues, type IssueFilter } from '../api/issues';

/**
 * Open green, closed red (docs/product-spec.md §4): filled in dark shades, white text at AA
 * contrast (a light badge given a shade fills with that shade and keeps the pale text colour:
 * unreadable). Mantine's darkest green (green.9, 4.4:1 under white) is just short of AA: this one
 * is 5.4:1.
 */
const OPEN_GREEN = '#1f7a33';

function IssueStatus({ status }: { status: Issue['issueStatus'] }) {
  return (
    // At its full width: in a narrow table cell Mantine would cut the word to "OP…".
    <Badge
      variant="filled"
      color={status === 'open' ? OPEN_GREEN : 'red.9'}
      style={{ minWidth: 'max-content' }}
    >
      {status}
    </Badge>
  );
}

/** A moment's day on the admin's own calendar, not UTC's (a day behind India's each evening). */
const localDate = (at: string) => new Date(at).toLocaleDateString('en-IN');

/** When and by whom: an admin, or the patient on resuming their treatment. */
function ClosedBy({ issue }: { issue: Issue }) {
  if (!issue.closedAt) return null;
  const byPatient = issue.closedBy && issue.closedBy._id === issue.addedBy?._id;
  return (
    <>
      <Text size="sm">{localDate(issue.closedAt)}</Text>
      <Text size="xs" c="gray.7">
        {!issue.closedBy
          ? 'Closer not recorded'
          : byPatient
            ? `by ${issue.closedBy.name}, on resuming`
            : `by ${issue.closedBy.name}`}
      </Text>
    </>
  );
}

function columns(
  filter: IssueFilter,
  onClose: (issue: Issue) => void,
  closing: string | null,
): DataTableColumn<Issue>[] {
  return [
    {
      accessor: 'issueType',
      title: 'Type',
      render: (issue) => (
        <>
          <Text size="sm">{issue.issueType}</Text>
          {issue.pausedTreatment && (
            <Text size="xs" c="red.9" fw={600}>
              Paused the treatment
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'description',
      title: 'Description',
      render: (issue) =>
        issue.description || (
          <Text c="gray.7" size="sm">
            No description
          </Text>
        ),
    },
    {
      accessor: 'addedBy',
      title: 'Patient',
      render: ({ addedBy }) =>
        addedBy ? (
          <>
            <Text size="sm" fw={600}>
              {addedBy.name}
            </Text>
            <Text size="xs" c="gray.7">
              {addedBy.phone}
            </Text>
          </>
        ) : (
          'Deleted patient'
        ),
    },
    {
      accessor: 'issueStatus',
      title: 'Status',
      render: (issue) => <IssueStatus status={issue.issueStatus} />,
    },
    { accessor: 'createdAt', title: 'Raised', render: (issue) => localDate(issue.createdAt) },
    ...(filter === 'closed'
      ? [
          {
            accessor: 'closedAt',
            title: 'Closed',
            render: (issue: Issue) => <ClosedBy issue={issue} />,
          },
        ]
      : []),
    actionsColumn((issue) =>
      issue.issueStatus === 'open' && issue.addedBy ? (
        <Button size="compact-sm" loading={closing === issue._id} onClick={() => onClose(issue)}>
          Close<span className="visually-hidden"> the issue of {issue.addedBy.name}</span>
        </Button>
      ) : null,
    ),
  ];
}

/**
 * /admin/issues: the patients' issues, open or closed, and closing one. Closing the issue that
 * paused a treatment resumes it; the server's message says what happened.
 */
export function IssuesPage() {
  const [filter, setFilter] = useState<IssueFilter>('open');
  const issues = useIssues(filter);
  const close = useCloseIssue();

  const onClose = (issue: Issue) =>
    close.mutate(
      { patientId: issue.addedBy!._id, issueId: issue._id },
      { onSuccess: ({ message }) => adminSuccess(message) },
    );

  return (
    <AdminPage title="Issues" description="Problems raised by patients from their dashboard.">
      <SegmentedControl
        aria-label="Show issues"
        value={filter}
        onChange={(value) => setFilter(value as IssueFilter)}
        data={[
          { value: 'open', label: 'Open' },
          { value: 'closed', label: 'Closed' },
        ]}
        w="fit-content"
      />
      <AdminTable
        what={`${filter} issues`}
        columns={columns(
          filter,
          onClose,
          close.isPending ? (close.variables?.issueId ?? null) : null,
        )}
        records={issues.data}
        isError={issues.isError}
        onRetry={() => void issues.refetch()}
        noRecordsText={filter === 'open' ? 'No open issues.' : 'No closed issues.'}
      />
    </AdminPage>
  );
}
