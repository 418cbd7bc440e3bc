import { Button, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { WEAR_GOAL_MINUTES } from '../../../../shared/constants';
import { wideOnly } from '../../../components/admin';
import { hoursAndMinutes } from '../../../lib/duration';
import type { ComplianceRow } from '../lib/types';
import { lastCheckInText } from '../lib/reasons';
import { PhoneLink } from './phone-link';
import { RiskBadge } from './risk-badge';
import { RiskReasons } from './risk-reasons';

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function Patient({ row }: { row: ComplianceRow }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {row.name}
      </Text>
      <Text size="xs" c="gray.7">
        <PhoneLink phone={row.phone} />
        {row.status === 'paused' && ' · paused'}
      </Text>
      <Text size="xs" c="gray.7" data-last-check-in>
        {lastCheckInText(row)}
      </Text>
    </>
  );
}

function LateSwitches({ row }: { row: ComplianceRow }) {
  const { count, maxLateByDays } = row.lateSwitches;
  if (count === 0) return <Text size="sm">None</Text>;
  return (
    <>
      <Text size="sm">{count}</Text>
      <Text size="xs" c="gray.7">
        up to {plural(maxLateByDays, 'day')} late
      </Text>
    </>
  );
}

/** Patient, risk and why, 7-day wear, days under goal, late switches, issues, aligner, details. */
export function boardColumns(
  onOpen: (row: ComplianceRow) => void,
): DataTableColumn<ComplianceRow>[] {
  return [
    {
      accessor: 'name',
      title: 'Patient',
      sortable: true,
      width: 170,
      render: (row) => <Patient row={row} />,
    },
    {
      accessor: 'risk',
      title: 'Risk',
      sortable: true,
      // The badge over its reasons: a narrow column, each reason on a line of its own.
      width: 190,
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <RiskBadge risk={row.risk} />
          <RiskReasons row={row} />
        </Stack>
      ),
    },
    {
      accessor: 'wear7d.avgWornMinutes',
      title: 'Wear a day (7 days)',
      sortable: true,
      noWrap: true,
      render: ({ wear7d }) =>
        wear7d.avgWornMinutes === null ? (
          <Text size="sm" c="gray.7">
            {wear7d.days === 0 ? 'No full day yet' : 'Not logged'}
          </Text>
        ) : (
          <>
            <Text size="sm">{hoursAndMinutes(wear7d.avgWornMinutes)}</Text>
            <Text size="xs" c="gray.7">
              {wear7d.loggedDays} of {plural(wear7d.days, 'day')} logged
            </Text>
          </>
        ),
    },
    {
      accessor: 'wear7d.daysUnderGoal',
      title: `Days under ${WEAR_GOAL_MINUTES / 60} h`,
      sortable: true,
      visibleMediaQuery: wideOnly,
      render: ({ wear7d }) => wear7d.daysUnderGoal,
    },
    {
      accessor: 'lateSwitches.maxLateByDays',
      title: 'Late switches',
      sortable: true,
      render: (row) => <LateSwitches row={row} />,
    },
    {
      accessor: 'openIssues.count',
      title: 'Open issues',
      sortable: true,
      render: ({ openIssues }) => openIssues.count,
    },
    {
      accessor: 'currentAligner',
      title: 'Aligner',
      sortable: true,
      noWrap: true,
      render: (row) => `${row.currentAligner} of ${row.aligners}`,
    },
    {
      accessor: 'actions',
      // Short, so that every column fits a 1440 px screen beside the sidebar.
      title: 'Chart',
      textAlign: 'right',
      render: (row) => (
        <Button size="compact-sm" variant="light" onClick={() => onOpen(row)}>
          Wear<span className="visually-hidden"> chart of {row.name}</span>
        </Button>
      ),
    },
  ];
}
