/**
 * The wear chart, loaded on its own (React.lazy) so the chart library comes only with the
 * screens that draw it, once it is near the screen; it holds its final height while it loads. The bars are worked out here,
 * outside the chart's chunk: that chunk is only the drawing.
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

export function LazyWearChart({ days, ...props }: LazyWearChartProps) {
  const { t } = useLingui();
  // The chart's library is the largest file of the dashboard: it comes when the chart is half a
  // screen from showing, not with the page, whose first screen it would slow.
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '50% 0px' });
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
