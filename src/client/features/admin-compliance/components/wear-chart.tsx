/**
 * The 14-day wear chart. Its own chunk (with recharts and the charts' CSS), fetched only when
 * a drawer opens: the board itself and every other screen never load it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { formatDayMonth } from '../lib/days';
import type { WearDay } from '../lib/types';

interface WearChartProps {
  /** Oldest first, as read left to right. */
  days: WearDay[];
  goalMinutes: number;
}

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

export default function WearChart({ days, goalMinutes }: WearChartProps) {
  const goal = hours(goalMinutes);
  const today = days.length - 1;
  // Today is still running: its bar is its own grey series, never read as a short day.
  const data = days.map((day, index) => ({
    day: formatDayMonth(day.date),
    [index === today ? 'today' : 'worn']: hours(day.wornMinutes),
  }));
  return (
    <>
      <BarChart
        h={220}
        data={data}
        dataKey="day"
        type="stacked"
        series={[
          { name: 'worn', label: 'Worn (h)', color: 'teal.9' },
          { name: 'today', label: 'Today so far (h)', color: 'gray.6' },
        ]}
        // Under the goal in red; the summary above the chart says it in words too.
        getBarColor={(value, series) =>
          series.name === 'today' ? 'gray.6' : value < goal ? 'red.9' : 'teal.9'
        }
        referenceLines={[{ y: goal, color: 'gray.8' }]}
        yAxisProps={{ domain: [0, 24], ticks: [0, 6, 12, 18, 24] }}
        // The axes' labels are HTML below: text drawn in the SVG has a contrast axe cannot tell.
        withXAxis={false}
        withYAxis={false}
        gridAxis="y"
        unit=" h"
        maxBarWidth={28}
        tooltipAnimationDuration={0}
      />
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="xs" c="gray.8">
          {data[0]?.day}
        </Text>
        <Text size="xs" c="gray.8">
          0–24 h a day; the line is the {goal} h goal
        </Text>
        <Text size="xs" c="gray.8">
          Today
        </Text>
      </Group>
    </>
  );
}
