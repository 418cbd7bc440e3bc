import { useState } from 'react';
import { Button, Code, Text } from '@mantine/core';
import { formatDateIN } from '../../../../shared/calendar-date';
import { AdminPage, AdminTable, adminSuccess, ConfirmModal } from '../../../components/admin';
import { useClearCspReports, useCspReports } from '../api/csp-reports';

/**
 * /admin/csp-reports: what the pages' Content-Security-Policy blocked in browsers, counted by
 * directive and blocked origin over the last 30 days, and "Clear" to start counting afresh.
 * Anyone can send a report: the names are shown as the server reduced them (docs/security.md
 * "CSP reports"), as plain text, never as links.
 */
export function CspReportsPage() {
  const reports = useCspReports();
  const clear = useClearCspReports();
  const [confirming, setConfirming] = useState(false);
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: ({ cleared }) => {
        adminSuccess(cleared === 1 ? 'Cleared 1 count.' : `Cleared ${cleared} counts.`);
        setConfirming(false);
      },
    });

  return (
    <AdminPage
      title="CSP Reports"
      description="What browsers blocked on the site's pages in the last 30 days. Anyone can send a report: host names are shortened and not checked."
      actions={
        <Button
          variant="outline"
          color="red.9"
          onClick={() => setConfirming(true)}
          disabled={!reports.data?.length}
        >
          Clear all
        </Button>
      }
    >
      <AdminTable
        what="CSP reports"
        columns={[
          {
            accessor: 'directive',
            title: 'Directive',
            render: ({ directive }) => <Code>{directive}</Code>,
          },
          {
            accessor: 'blocked',
            title: 'Blocked',
            render: ({ blocked }) => <Code>{blocked}</Code>,
          },
          { accessor: 'count', title: 'Count', textAlign: 'right' },
          {
            accessor: 'lastSeenAt',
            title: 'Last seen',
            noWrap: true,
            render: ({ lastSeenAt }) => formatDateIN(lastSeenAt),
          },
        ]}
        records={reports.data}
        isError={reports.isError}
        onRetry={() => void reports.refetch()}
        noRecordsText="No CSP violations reported."
      />
      <ConfirmModal
        opened={confirming}
        loading={clear.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
        title="Clear CSP reports"
        confirmLabel="Clear all"
      >
        <Text>
          Delete every count? New reports are counted from now on. Clear after fixing the policy, or
          after a flood of invented reports.
        </Text>
      </ConfirmModal>
    </AdminPage>
  );
}
