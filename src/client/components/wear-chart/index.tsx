/**
 * The wear chart, loaded on its own (React.lazy) so the chart library comes only with the
 * screens that draw it, once half of it is on screen; it holds its final height while it loads.
 * The bars are worked out here, outside the chart's chunk: that chunk is only the drawing.
 */
import { lazy, Suspense, useState } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WearDay } from '../../../shared/wear-rules';
import { wearBars } from './wear-bars';
import type { WearChartProps } from './wear-chart';

/** The axis labels' line and the legend's, below the bars. */
const LABELS_HEIGHT = 44;

/** The chart's whole height: bars, axis labels and legend. */
export const wearChartHeight = (barsHeight: number) => barsHeight + LABELS_HEIGHT;

/** Never breaks the page: with no connection (and no installed app) the chart's file may not load. */
const WearChart = lazy(() => import('./wear-chart').catch(() => ({ default: ChartUnavailable })));

function ChartUnavailable({ height }: WearChartProps) {
  return (
    <Text size="sm" c="gray.8" h={wearChartHeight(height)}>
      <Trans>The chart shows once you are back online.</Trans>
    </Text>
  );
}

interface LazyWearChartProps extends Omit<WearChartProps, 'bars'> {
  /** Oldest first; the last one is today, as a wear log's newest day is. */
  days: WearDay[];
}

/** The share of the chart's place on screen at which it loads and draws. */
const CHART_SHOWN = 0.5;

export function LazyWearChart({ days, ...props }: LazyWearChartProps) {
  const { t } = useLingui();
  // The chart's library is the largest file of the dashboard, and drawing it one long task: both
  // wait until half the chart is on screen, not to slow a first screen it only edges into.
  const { ref, entry } = useIntersection<HTMLDivElement>({ threshold: CHART_SHOWN });
  const [near, setNear] = useState(false);
  if (entry?.isIntersecting && !near) setNear(true);
  const fallback = <Skeleton h={wearChartHeight(props.height)} radius="md" />;
  return (
    <div ref={ref} data-wear-chart>
      {near ? (
        <Suspense fallback={fallback}>
          <WearChart bars={wearBars(days, props.goalMinutes, t`Today`)} {...props} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
