import { Anchor, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AlignerSwitchList } from '../../../components/admin';
import { QueryError } from '../../../components/query-error';
import { LazyWearChart, wearChartHeight } from '../../../components/wear-chart';
import { useHiddenPageBehind } from '../../../hooks/use-hidden-page-behind';
import { formatDayMonth } from '../../../../shared/display-dates';
import { isLoggedDay } from '../../../../shared/wear-rules';
import { usePatientWear } from '../api/patient-wear';
import { hoursAndMinutes } from '../../../lib/duration';
import type { ComplianceRow, WearLog } from '../lib/types';
import { lastCheckInText } from '../lib/reasons';
import { PhoneLink } from './phone-link';
import { RiskBadge } from './risk-badge';
import { RiskReasons } from './risk-reasons';

interface PatientDrawerProps {
  /** The open row; null when the drawer is closed. */
  row: ComplianceRow | null;
  onClose: () => void;
}

/** One patient of the board: why, their last 14 days of wear, and every aligner switch. */
export function PatientDrawer({ row, onClose }: PatientDrawerProps) {
  // The board's wide table runs on under the drawer, beneath a different part of each line of
  // its text: axe could not tell that text's background. The overlay already dims the board.
  useHiddenPageBehind(row !== null);
  return (
    <Drawer
      opened={row !== null}
      onClose={onClose}
      position="right"
      size="min(100%, 36rem)"
      title={row?.name}
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Mantine's title bar is a <header>: inside role="dialog" it would be a second page banner.
      attributes={{ header: { role: 'none' } }}
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      {row && <PatientDetails row={row} />}
    </Drawer>
  );
}

function PatientDetails({ row }: { row: ComplianceRow }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <RiskBadge risk={row.risk} />
          <RiskReasons row={row} />
        </Group>
        <Text size="sm" c="gray.7">
          Aligner {row.currentAligner} of {row.aligners} · <PhoneLink phone={row.phone} />
          {row.status === 'paused' && ' · treatment paused'}
        </Text>
        <Text size="sm" c="gray.7">
          {lastCheckInText(row)}
        </Text>
        <Anchor
          size="sm"
          w="fit-content"
          renderRoot={(props) => (
            <Link {...props} to="/admin/users" search={{ q: row.phone, page: 1 }} />
          )}
        >
          Open in Patients
        </Anchor>
        <Anchor
          size="sm"
          w="fit-content"
          renderRoot={(props) => (
            <Link {...props} to="/admin/check-ins" search={{ patient: row._id }} />
          )}
        >
          Photo check-ins
        </Anchor>
      </Stack>
      <section aria-labelledby="wear-title">
        <Title order={2} size="h4" id="wear-title" mb="xs">
          Wear, last 14 days
        </Title>
        <WearSection patientId={row._id} />
      </section>
      <section aria-labelledby="switches-title">
        <Title order={2} size="h4" id="switches-title" mb="xs">
          Aligner switches
        </Title>
        <AlignerSwitchList patientId={row._id} order="newest-first" />
      </section>
    </Stack>
  );
}

/** The bars' height; the chart's labels and legend go below. */
const CHART_HEIGHT = 200;

const chartSkeleton = (
  <Skeleton
    height={wearChartHeight(CHART_HEIGHT)}
    radius="md"
    aria-label="Loading the wear chart"
  />
);

function WearSection({ patientId }: { patientId: string }) {
  const wear = usePatientWear(patientId);
  if (wear.isPending) return chartSkeleton;
  if (wear.isError)
    return <QueryError title="Could not load the wear log" onRetry={() => void wear.refetch()} />;
  const { days, goalMinutes, out } = wear.data;
  if (days.length === 0)
    return (
      <Text size="sm" c="gray.7">
        The plan has not started yet.
      </Text>
    );
  const oldestFirst = [...days].reverse();
  return (
    <Stack gap="xs">
      <Text size="sm">{wearSummary(wear.data)}</Text>
      {out && (
        <Text size="sm" fw={600}>
          Out now, since {new Date(out.since).toLocaleString('en-IN', TIME_FORMAT)}
        </Text>
      )}
      {/* The chart in words for a screen reader; the drawing itself is hidden from it. */}
      <p className="visually-hidden" data-wear-description>
        {chartDescription(oldestFirst)}
      </p>
      <div aria-hidden data-wear-chart>
        <LazyWearChart
          days={oldestFirst}
          goalMinutes={goalMinutes}
          height={CHART_HEIGHT}
          withTooltip
        />
      </div>
    </Stack>
  );
}

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * "Logged 9 of 14 full days; under 22 h on 5." Today is still running, so it is left out; a day
 * not logged is unknown, so it is neither under the goal nor kept.
 */
function wearSummary({ days, goalMinutes }: WearLog): string {
  const complete = days.slice(1);
  if (complete.length === 0) return 'Today is the first day of the plan.';
  const logged = complete.filter(isLoggedDay);
  const under = logged.filter((day) => day.wornMinutes < goalMinutes).length;
  const full = `${complete.length} full ${complete.length === 1 ? 'day' : 'days'}`;
  if (logged.length === 0) return `Nothing logged on any of ${full}.`;
  return `Logged ${logged.length} of ${full}; under ${goalMinutes / 60} h on ${under}.`;
}

/** The chart in words for a screen reader: each day's worn time, today's so far. */
function chartDescription(days: WearLog['days']): string {
  const worn = days.map(
    (day) =>
      `${formatDayMonth(day.date, 'en')} ${day.wornMinutes === null ? 'not logged' : hoursAndMinutes(day.wornMinutes)}`,
  );
  const today = worn.pop();
  return `Hours worn: ${[...worn, `today so far ${today}`].join(', ')}`;
}
