/**
 * The patient's "Wear" card: today's worn time against the goal for the time gone by (docs/design.md
 * §6), the one button that fits now ("Taking them out" while in, "Back in" while out), the running
 * break and the last 14 days. The break reminder's switch is in the dashboard's "Reminders" card. It counts from the saved log and the taps still
 * waiting in the outbox, so it keeps working offline.
 */
import { memo, useId, useState } from 'react';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { LazyWearChart, wearChartHeight } from '../../../components/wear-chart';
import { QueryError } from '../../../components/query-error';
import { RenderLater } from '../../../components/render-later';
import { useOnline } from '../../../hooks/use-online';
import { WEAR_CHART_DAYS } from '../api/wear';
import { useWearLog, useWearOutbox, useWearTap } from '../hooks/use-wear-log';
import { formatMinutes, formatStopwatch, type LiveWear } from '../lib/live-wear';
import { judgeWearToday } from '../../../../shared/wear-goal';
import { WearRing } from './wear-ring';
import { isLoggedDay } from '../../../../shared/wear-rules';

/** The bars' height; the chart's labels and legend go below. */
const CHART_HEIGHT = 180;
const RING_SIZE = 88;

interface WearCardProps {
  /** A parent's or guardian's view of a child's log: the figures, without the buttons. */
  readOnly?: boolean;
}

export function WearCard({ readOnly = false }: WearCardProps) {
  const titleId = useId();
  const { t } = useLingui();
  const { summary, waiting, live, now } = useWearLog({ withWaiting: !readOnly });
  useWearOutbox(!readOnly);
  // A log there with the page (its script tag asks for it, first-load/early-requests.ts) is drawn
  // in the page's own render: the card is on the first screen. One arriving later is drawn in a
  // transition, in slices, rather than in one task of its own.
  const [withPage] = useState(() => Boolean(live));
  return (
    <SectionCard aria-labelledby={titleId} data-testid="wear-card">
      <Stack gap="md">
        <Title order={2} fz={22} id={titleId}>
          <Trans>Wear</Trans>
        </Title>
        {live && withPage ? (
          <WearToday live={live} now={now} waiting={waiting.length} readOnly={readOnly} />
        ) : live ? (
          <RenderLater fallback={<WearSkeleton />}>
            <WearToday live={live} now={now} waiting={waiting.length} readOnly={readOnly} />
          </RenderLater>
        ) : summary.isError ? (
          <QueryError
            title={t`Your wear log could not be loaded`}
            onRetry={() => void summary.refetch()}
          />
        ) : live === null ? (
          <Text>
            <Trans>Your wear log starts with your plan.</Trans>
          </Text>
        ) : (
          <WearSkeleton />
        )}
      </Stack>
    </SectionCard>
  );
}

interface WearTodayProps {
  live: LiveWear;
  now: number;
  waiting: number;
  readOnly: boolean;
}

function WearToday({ live, now, waiting, readOnly }: WearTodayProps) {
  const { t } = useLingui();
  const { today, outSince } = live;
  const judged = judgeWearToday(today.wornMinutes, today.outMinutes);
  const goalSoFar = formatMinutes(judged.goalSoFarMinutes);
  const breaks = breaksText(today.breaks);
  const out = formatMinutes(today.outMinutes);
  const chartDays = WEAR_CHART_DAYS;
  return (
    <>
      <Group gap="md" wrap="nowrap" align="center">
        {/* The ring repeats the figures beside it: hidden from screen readers, no text on it. */}
        <WearRing percent={judged.percent} size={RING_SIZE} thickness={10} />
        <Stack gap={2}>
          <Text fz={24} fw={800} c="brand.9" lh={1.2} data-testid="wear-today">
            {formatMinutes(today.wornMinutes)}
          </Text>
          <Text size="sm" c={judged.onTrack ? 'brand.9' : 'red.9'} fw={600} data-testid="wear-pace">
            {judged.onTrack
              ? t`On track: the goal by now is ${goalSoFar}`
              : t`Behind: the goal by now is ${goalSoFar}`}
          </Text>
          <Text size="sm" c="gray.8">
            {today.outMinutes > 0 ? t`${breaks}, ${out} out` : breaks}
          </Text>
        </Stack>
      </Group>
      {outSince !== null && (
        <Box bg="orange.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" c="gray.9" fw={600}>
            <Trans>Out for</Trans>
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
      {!readOnly && <TapButton out={outSince !== null} />}
      {waiting > 0 && <WaitingNote count={waiting} />}
      <Stack gap={4}>
        <Title order={3} fz="md">
          <Trans>Last {chartDays} days</Trans>
        </Title>
        <WearDays
          days={live.days.slice(0, WEAR_CHART_DAYS).reverse()}
          goalMinutes={live.goalMinutes}
        />
      </Stack>
    </>
  );
}

/** "1 break", "2 breaks": numbers as placeholders, Latin digits in every language. */
const breaksText = (breaks: number) =>
  plural(breaks, { one: `${breaks} break`, other: `${breaks} breaks` });

function TapButton({ out }: { out: boolean }) {
  const tap = useWearTap();
  const { t } = useLingui();
  return (
    <Button
      size="lg"
      fullWidth
      // The dashboard keeps this button on screen when opened from a case's tag, and no
      // floating widget over it.
      data-keep-in-view
      data-keep-clear
      variant={out ? 'filled' : 'outline'}
      color="brand.8"
      onClick={() => tap.mutate(out ? 'in' : 'out')}
    >
      {out ? t`Back in` : t`Taking them out`}
    </Button>
  );
}

function WaitingNote({ count }: { count: number }) {
  const online = useOnline();
  const { t } = useLingui();
  const taps = plural(count, { one: `${count} tap`, other: `${count} taps` });
  return (
    <Text size="sm" c="gray.8" role="status" data-testid="wear-waiting">
      {online
        ? t`Sending ${taps}…`
        : t`${taps} saved on this phone — sent when you're back online.`}
    </Text>
  );
}

interface WearDaysProps {
  /** Oldest first; the last one is today. */
  days: LiveWear['days'];
  goalMinutes: number;
}

/** Whether two lists hold the same days with the same figures. */
const sameDays = (a: LiveWear['days'], b: LiveWear['days']) =>
  a.length === b.length &&
  a.every((day, i) => {
    const other = b[i]!;
    return (
      day.date === other.date &&
      day.wornMinutes === other.wornMinutes &&
      day.outMinutes === other.outMinutes &&
      day.breaks === other.breaks
    );
  });

/**
 * The summary and the chart, drawn again only when a day's figures change (a minute later at
 * most), not at every second of the card's clock: redrawing the chart is the card's costliest
 * work, and a phone would do it every second the dashboard is open.
 */
const WearDays = memo(
  function WearDays({ days, goalMinutes }: WearDaysProps) {
    return (
      <>
        <Text size="sm" c="gray.8">
          <FullDaysSummary fullDays={days.slice(0, -1)} goalMinutes={goalMinutes} />
        </Text>
        {/* The bars repeat the sentence above and the figures of today for sighted readers. */}
        <Box mih={wearChartHeight(CHART_HEIGHT)} aria-hidden>
          <LazyWearChart days={days} goalMinutes={goalMinutes} height={CHART_HEIGHT} />
        </Box>
      </>
    );
  },
  (before, after) => before.goalMinutes === after.goalMinutes && sameDays(before.days, after.days),
);

/** The days before today: today is still running, so its short day is not counted as one. */
function FullDaysSummary({
  fullDays,
  goalMinutes,
}: {
  fullDays: LiveWear['days'];
  goalMinutes: number;
}) {
  const { t } = useLingui();
  if (fullDays.length === 0) return t`Today is the first day of your plan.`;
  // Days not logged are unknown: the average and the misses count logged days only.
  const logged = fullDays.filter(isLoggedDay);
  if (logged.length === 0) {
    return t`No day logged yet: tap “Taking them out” whenever your aligners come out.`;
  }
  const under = logged.filter((day) => day.wornMinutes < goalMinutes).length;
  const worn = logged.reduce((sum, day) => sum + day.wornMinutes, 0);
  const average = formatMinutes(Math.round(worn / logged.length));
  const count = fullDays.length;
  // "2 full days": a sentence of its own in each language, which the summary's wraps.
  const full = plural(count, { one: `${count} full day`, other: `${count} full days` });
  return t`Average ${average} a day; ${under} of ${full} under the goal.`;
}

/** The loading card at its final size: the ring and figures, the button, the switch, the chart. */
function WearSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t`Loading your wear log`} role="status">
      <Group gap="md" wrap="nowrap">
        <Skeleton circle h={RING_SIZE} w={RING_SIZE} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton h={28} w="50%" />
          <Skeleton h={18} w="80%" />
          <Skeleton h={18} w="40%" />
        </Stack>
      </Group>
      <Skeleton h={50} radius="md" />
      <Skeleton h={22} w={120} />
      <Skeleton h={18} w="90%" />
      <Skeleton h={wearChartHeight(CHART_HEIGHT)} radius="md" />
    </Stack>
  );
}
