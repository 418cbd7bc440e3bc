/**
 * The last days' worn hours as bars against the wear goal, for the patient's Wear card and the
 * compliance drawer. Its own chunk (with recharts and the charts' CSS): only the screens that
 * draw it load it, through `LazyWearChart`.
 */
import '@mantine/charts/styles.css';
import type { ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import { Box, Group, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
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

export default function WearChart({ bars, goalMinutes, height, withTooltip }: WearChartProps) {
  const { t } = useLingui();
  const goal = wearHours(goalMinutes);
  return (
    <>
      <BarChart
        h={height}
        data={bars}
        dataKey="day"
        series={[{ name: 'hours', label: t`Worn`, color: WEAR_BAR_COLORS.met }]}
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
        // A day with nothing worn yet (today just after midnight) still shows as a stub.
        minBarSize={3}
        // Drawn once, at their height: growing bars would redraw the chart at every frame.
        barProps={{ isAnimationActive: false }}
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
      </Group>
    </>
  );
}

interface LegendItemProps {
  color: string;
  /** A dashed line (the goal) rather than a bar's square. */
  dashed?: boolean;
  children: ReactNode;
}

function LegendItem({ color, dashed, children }: LegendItemProps) {
  const cssColor = `var(--mantine-color-${color.replace('.', '-')})`;
  return (
    <Group gap={4} wrap="nowrap">
      {dashed ? (
        <Box w={14} style={{ borderTop: `2px dashed ${cssColor}` }} />
      ) : (
        <Box w={10} h={10} bg={color} style={{ borderRadius: 2 }} />
      )}
      <Text size="xs" c="gray.8">
        {children}
      </Text>
    </Group>
  );
}
