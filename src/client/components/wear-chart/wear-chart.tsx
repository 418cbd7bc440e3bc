/**
 * The last days' worn hours as bars against the wear goal, for the patient's Wear card and the
 * compliance drawer. Its own chunk (with recharts and the charts' CSS): only the screens that
 * draw it load it, through `LazyWearChart`.
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Box, Group, Paper, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Rectangle, type RectangleProps, type TooltipContentProps } from 'recharts';
import { WEAR_BAR_COLORS, wearHours, type WearBar } from './wear-bars';

export interface WearChartProps {
  /** Oldest first; the last one is today. */
  bars: WearBar[];
  goalMinutes: number;
  /** The bars' height; the axis labels and the legend go below them. */
  height: number;
  /** A day's hours on hover: for a pointer beside a wide screen, not a phone's card. */
  withTooltip?: boolean;
}

const GOAL_LINE = 'gray.8';
const NOT_LOGGED_LINE = `var(--mantine-color-${WEAR_BAR_COLORS['not-logged'].replace('.', '-')})`;

/** A day not logged: an empty dashed outline, so it reads as unknown, not as worn or missed. */
function NotLoggedOutline(props: RectangleProps) {
  const { x = 0, y = 0, width = 0, height = 0 } = props;
  // Inset by half the line, so the dashes stay inside the bar's slot.
  return (
    <Rectangle
      x={x + 0.5}
      y={y + 0.5}
      width={Math.max(0, width - 1)}
      height={Math.max(0, height - 1)}
      fill="none"
      stroke={NOT_LOGGED_LINE}
      strokeOpacity={1}
      strokeWidth={1}
      strokeDasharray="3 3"
      className="recharts-bar-rectangle-not-logged"
    />
  );
}

/** A day's hours on hover, or that it was not logged. */
function DayTooltip({ active, payload }: Partial<TooltipContentProps<number, string>>) {
  const { t } = useLingui();
  const bar = payload?.[0]?.payload as WearBar | undefined;
  if (!active || !bar) return null;
  return (
    <Paper shadow="sm" p="xs" withBorder>
      <Text size="sm" fw={600}>
        {bar.day}
      </Text>
      <Text size="sm">{bar.hours === null ? t`Not logged` : t`${bar.hours} h worn`}</Text>
    </Paper>
  );
}

export default function WearChart({ bars, goalMinutes, height, withTooltip }: WearChartProps) {
  const { t } = useLingui();
  const goal = wearHours(goalMinutes);
  const anyNotLogged = bars.some((bar) => bar.kind === 'not-logged');
  const series: BarChartSeries[] = [
    { name: 'hours', label: t`Worn`, color: WEAR_BAR_COLORS.met, stackId: 'day' },
    {
      name: 'notLogged',
      label: t`Not logged`,
      color: WEAR_BAR_COLORS['not-logged'],
      stackId: 'day',
    },
  ];
  return (
    <>
      <BarChart
        h={height}
        data={bars}
        dataKey="day"
        series={series}
        yAxisProps={{ domain: [0, 24], ticks: [0, 6, 12, 18, 24] }}
        // The axes' labels are HTML below: text drawn in the SVG has a contrast axe cannot tell.
        withXAxis={false}
        withYAxis={false}
        // The goal's line is the one guide: the bars carry no scale to read grid lines against.
        gridAxis="none"
        tickLine="none"
        textColor="gray.8"
        referenceLines={[{ y: goal, color: GOAL_LINE, strokeDasharray: '4 3' }]}
        // The chart is hidden from screen readers (its page says it in words): nothing to focus.
        accessibilityLayer={false}
        withTooltip={withTooltip ?? false}
        tooltipAnimationDuration={0}
        unit={` ${t`h`}`}
        maxBarWidth={24}
        tooltipProps={{ content: (props) => <DayTooltip {...props} /> }}
        // Drawn once, at their height: growing bars would redraw the chart at every frame.
        // No stub for a day without hours: a day not logged shows only its outline.
        minBarSize={0}
        barProps={(item) =>
          item.name === 'notLogged'
            ? { isAnimationActive: false, shape: NotLoggedOutline }
            : { isAnimationActive: false }
        }
      />
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="xs" c="gray.8">
          {bars[0]?.day}
        </Text>
        <LegendItem color={GOAL_LINE} dashed>
          <Trans>{goal} h goal</Trans>
        </LegendItem>
        <Text size="xs" c="gray.8">
          <Trans>Today</Trans>
        </Text>
      </Group>
      <Group gap="sm" mt={2} data-wear-legend>
        <LegendItem color={WEAR_BAR_COLORS.met}>
          <Trans>{goal} h or more</Trans>
        </LegendItem>
        <LegendItem color={WEAR_BAR_COLORS.under}>
          <Trans>Under {goal} h</Trans>
        </LegendItem>
        <LegendItem color={WEAR_BAR_COLORS.today}>
          <Trans>Today so far</Trans>
        </LegendItem>
        {anyNotLogged && (
          <LegendItem color={WEAR_BAR_COLORS['not-logged']} outlined>
            <Trans>Not logged</Trans>
          </LegendItem>
        )}
      </Group>
    </>
  );
}

interface LegendItemProps {
  color: string;
  /** A dashed line (the goal) rather than a bar's square. */
  dashed?: boolean;
  /** An empty dashed square (a day not logged) rather than a filled one. */
  outlined?: boolean;
  children: ReactNode;
}

function LegendItem({ color, dashed, outlined, children }: LegendItemProps) {
  const cssColor = `var(--mantine-color-${color.replace('.', '-')})`;
  return (
    <Group gap={4} wrap="nowrap">
      {dashed ? (
        <Box w={14} style={{ borderTop: `2px dashed ${cssColor}` }} />
      ) : outlined ? (
        <Box w={10} h={10} style={{ border: `1px dashed ${cssColor}`, borderRadius: 2 }} />
      ) : (
        <Box w={10} h={10} bg={color} style={{ borderRadius: 2 }} />
      )}
      <Text size="xs" c="gray.8">
        {children}
      </Text>
    </Group>
  );
}
