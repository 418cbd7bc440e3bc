/**
 * The patient's "Wear" card: today's worn time against the 22-hour goal, the one button that
 * fits now ("Taking them out" while in, "Back in" while out), the running break, the break
 * reminder's switch and the last 14 days. It counts from the saved log and the taps still
 * waiting in the outbox, so it keeps working offline.
 */
import { lazy, Suspense, useId } from 'react';
import {
  Box,
  Button,
  Group,
  RingProgress,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { QueryError } from '../../../components/query-error';
import { useOnline } from '../../../hooks/use-online';
import { useSaveWearSettings, useWearSettings, WEAR_CHART_DAYS } from '../api/wear';
import { useWearLog, useWearOutbox, useWearTap } from '../hooks/use-wear-log';
import { formatMinutes, formatStopwatch, type LiveWear } from '../lib/live-wear';

/** Never breaks the page: with no connection (and no installed app) the chart's file may not load. */
const WearChart = lazy(() => import('./wear-chart').catch(() => ({ default: ChartUnavailable })));

function ChartUnavailable({ height }: { height: number }) {
  return (
    <Text size="sm" c="gray.8" h={height}>
      The chart shows once you are back online.
    </Text>
  );
}

const CHART_HEIGHT = 180;
/** The line of day names under the bars. */
const CHART_LABELS_HEIGHT = 22;
const RING_SIZE = 88;

export function WearCard() {
  const titleId = useId();
  const { summary, waiting, live, now } = useWearLog();
  useWearOutbox();
  return (
    <SectionCard aria-labelledby={titleId} data-testid="wear-card">
      <Stack gap="md">
        <Title order={2} fz={22} id={titleId}>
          Wear
        </Title>
        {live ? (
          <WearToday live={live} now={now} waiting={waiting.length} />
        ) : summary.isError ? (
          <QueryError
            title="Your wear log could not be loaded"
            onRetry={() => void summary.refetch()}
          />
        ) : summary.data ? (
          <Text>Your wear log starts with your plan.</Text>
        ) : (
          <WearSkeleton />
        )}
      </Stack>
    </SectionCard>
  );
}

function WearToday({ live, now, waiting }: { live: LiveWear; now: number; waiting: number }) {
  const { today, goalMinutes, outSince } = live;
  const percent = Math.min(100, Math.round((today.wornMinutes / goalMinutes) * 100));
  return (
    <>
      <Group gap="md" wrap="nowrap" align="center">
        {/* The ring repeats the figures beside it: hidden from screen readers, no text on it. */}
        <RingProgress
          size={RING_SIZE}
          thickness={10}
          roundCaps
          sections={[{ value: percent, color: 'brand.7' }]}
          aria-hidden
        />
        <Stack gap={2}>
          <Text fz={24} fw={800} c="brand.9" lh={1.2} data-testid="wear-today">
            {formatMinutes(today.wornMinutes)}
          </Text>
          <Text size="sm" c="gray.8">
            of {formatMinutes(goalMinutes)} worn today ({percent}%)
          </Text>
          <Text size="sm" c="gray.8">
            {breaksText(today.breaks)}
            {today.outMinutes > 0 && `, ${formatMinutes(today.outMinutes)} out`}
          </Text>
        </Stack>
      </Group>
      {outSince !== null && (
        <Box bg="orange.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" c="gray.9" fw={600}>
            Out for
          </Text>
          <Text
            role="timer"
            fz={28}
            fw={800}
            c="gray.9"
            lh={1.2}
            ff="monospace"
            data-testid="wear-break"
          >
            {formatStopwatch(now - outSince)}
          </Text>
        </Box>
      )}
      <TapButton out={outSince !== null} />
      {waiting > 0 && <WaitingNote count={waiting} />}
      <BreakReminderSwitch />
      <Stack gap={4}>
        <Title order={3} fz="md">
          Last {WEAR_CHART_DAYS} days
        </Title>
        <WearDays live={live} />
      </Stack>
    </>
  );
}

const breaksText = (breaks: number) => (breaks === 1 ? '1 break' : `${breaks} breaks`);

function TapButton({ out }: { out: boolean }) {
  const tap = useWearTap();
  return (
    <Button
      size="lg"
      fullWidth
      variant={out ? 'filled' : 'outline'}
      color="brand.8"
      onClick={() => tap.mutate(out ? 'in' : 'out')}
    >
      {out ? 'Back in' : 'Taking them out'}
    </Button>
  );
}

function WaitingNote({ count }: { count: number }) {
  const online = useOnline();
  const taps = count === 1 ? '1 tap' : `${count} taps`;
  return (
    <Text size="sm" c="gray.8" role="status" data-testid="wear-waiting">
      {online ? `Sending ${taps}…` : `${taps} saved on this phone — sent when you're back online.`}
    </Text>
  );
}

function BreakReminderSwitch() {
  const online = useOnline();
  const settings = useWearSettings();
  const save = useSaveWearSettings();
  const checked = save.isPending ? save.variables.breakReminder : settings.data?.breakReminder;
  return (
    <Switch
      size="md"
      label="Remind me after 1 hour out"
      description={online ? undefined : 'You can change this when you are back online.'}
      checked={checked ?? true}
      disabled={!online || !settings.data}
      onChange={(event) => save.mutate({ breakReminder: event.currentTarget.checked })}
      styles={{ body: { minHeight: 44, alignItems: 'center' } }}
    />
  );
}

function WearDays({ live }: { live: LiveWear }) {
  const days = live.days.slice(0, WEAR_CHART_DAYS).reverse();
  const under = days.filter((day) => day.wornMinutes < live.goalMinutes).length;
  const average = Math.round(days.reduce((sum, d) => sum + d.wornMinutes, 0) / days.length);
  const summary = `Average ${formatMinutes(average)} a day; ${under} of ${days.length} days under the goal.`;
  return (
    <>
      <Text size="sm" c="gray.8">
        {summary}
      </Text>
      {/* The bars repeat the sentence above for sighted readers. */}
      <Box h={CHART_HEIGHT + CHART_LABELS_HEIGHT} aria-hidden>
        <Suspense fallback={<Skeleton h={CHART_HEIGHT + CHART_LABELS_HEIGHT} radius="md" />}>
          <WearChart days={days} goalMinutes={live.goalMinutes} height={CHART_HEIGHT} />
        </Suspense>
      </Box>
    </>
  );
}

/** The loading card at its final size: the ring and figures, the button, the switch, the chart. */
function WearSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your wear log">
      <Group gap="md" wrap="nowrap">
        <Skeleton circle h={RING_SIZE} w={RING_SIZE} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton h={28} w="50%" />
          <Skeleton h={18} w="80%" />
          <Skeleton h={18} w="40%" />
        </Stack>
      </Group>
      <Skeleton h={50} radius="md" />
      <Skeleton h={44} w="70%" />
      <Skeleton h={22} w={120} />
      <Skeleton h={18} w="90%" />
      <Skeleton h={CHART_HEIGHT + CHART_LABELS_HEIGHT} radius="md" />
    </Stack>
  );
}
