/**
 * The last 14 days' worn hours as bars against the 22-hour goal. Loaded on its own (React.lazy)
 * so the chart library comes only with the screens that draw it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { formatDayMonth } from '../lib/day-label';
import type { WearDay } from '../api/wear';

export interface WearChartProps {
  /** Oldest first. */
  days: WearDay[];
  goalMinutes: number;
  /** The bars' height; the first and last days' names go below them. */
  height: number;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export default function WearChart({ days, goalMinutes, height }: WearChartProps) {
  const goal = hours(goalMinutes);
  const data = days.map((day) => ({ day: formatDayMonth(day.date), worn: hours(day.wornMinutes) }));
  return (
    <>
      <BarChart
        h={height}
        data={data}
        dataKey="day"
        series={[{ name: 'worn', label: 'Worn', color: 'brand.7' }]}
        getBarColor={(value) => (value >= goal ? 'brand.7' : 'orange.8')}
        yAxisProps={{ domain: [0, 24], ticks: [0, 6, 12, 18, 24] }}
        withYAxis={false}
        withXAxis={false}
        textColor="gray.8"
        barChartProps={{ accessibilityLayer: false }}
        referenceLines={[{ y: goal, color: 'gray.8', strokeDasharray: '4 3' }]}
        withTooltip={false}
        gridAxis="y"
        tickLine="none"
        maxBarWidth={22}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="xs" c="gray.8">
          {data[0]?.day}
        </Text>
        <Text size="xs" c="gray.8">
          Dashed line: the {goal} h goal
        </Text>
        <Text size="xs" c="gray.8">
          Today
        </Text>
      </Group>
    </>
  );
}
