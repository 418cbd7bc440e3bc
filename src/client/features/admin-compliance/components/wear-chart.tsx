/**
 * The 14-day wear chart. Its own chunk (with recharts and the charts' CSS), fetched only when
 * a drawer opens: the board itself and every other screen never load it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
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
  return (
    <BarChart
      h={220}
      data={days.map((day) => ({ day: formatDayMonth(day.date), worn: hours(day.wornMinutes) }))}
      dataKey="day"
      series={[{ name: 'worn', label: 'Worn (h)', color: 'teal.9' }]}
      // Under the goal in red: the goal line and each bar's tooltip say it in words too.
      getBarColor={(value) => (value < goal ? 'red.9' : 'teal.9')}
      referenceLines={[{ y: goal, label: `Goal ${goal} h`, color: 'gray.8' }]}
      yAxisProps={{ domain: [0, 24], ticks: [0, 6, 12, 18, 24] }}
      unit=" h"
      maxBarWidth={28}
      tooltipAnimationDuration={0}
    />
  );
}
