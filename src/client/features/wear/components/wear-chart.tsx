/**
 * The last 14 days' worn hours as bars against the 22-hour goal. Loaded on its own (React.lazy)
 * so the chart library comes only with the screens that draw it.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatDayMonth } from '../lib/day-label';
import type { WearDay } from '../api/wear';

export interface WearChartProps {
  /** Oldest first. */
  days: WearDay[];
  goalMinutes: number;
  height: number;
}

const hours = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

export default function WearChart({ days, goalMinutes, height }: WearChartProps) {
  const goal = hours(goalMinutes);
  const data = days.map((day) => ({ day: formatDayMonth(day.date), worn: hours(day.wornMinutes) }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="day"
      series={[{ name: 'worn', label: 'Worn', color: 'brand.7' }]}
      getBarColor={(value) => (value >= goal ? 'brand.7' : 'orange.8')}
      yAxisProps={{ domain: [0, 24], ticks: [0, 6, 12, 18, 24], width: 28 }}
      xAxisProps={{ interval: 'preserveStartEnd', tickMargin: 6 }}
      referenceLines={[
        { y: goal, color: 'gray.7', label: `${goal} h goal`, labelPosition: 'insideTopLeft' },
      ]}
      valueFormatter={(value) => `${value} h`}
      withTooltip={false}
      gridAxis="y"
      tickLine="none"
      maxBarWidth={22}
    />
  );
}
