import { useEffect, useId, useRef, useState } from 'react';
import { Button, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { useRouter } from '@tanstack/react-router';
import type { Timeline } from '../../../../shared/api-types';
import { TimelineEventRow } from './timeline-event';
import classes from './timeline.module.css';

interface TreatmentTimelineProps {
  timeline: Timeline;
  /** `?aligner=k` from the NFC tag on the aligner case: scrolled to and highlighted. */
  highlightAligner?: number;
  /** The aligner worn now: the folded timeline shows the ones around it. */
  currentAligner: number;
}

/** Folded, the timeline shows the aligner before today's to the second after it. */
const AROUND_BEFORE = 1;
const AROUND_AFTER = 2;

/** Whether the event at `index` shows in the folded timeline. */
function isAroundToday(index: number, current: number, highlight: number | undefined) {
  const number = index + 1;
  const centre = Math.max(1, current);
  return (
    (number >= centre - AROUND_BEFORE && number <= centre + AROUND_AFTER) || number === highlight
  );
}

/**
 * docs/product-spec.md §2: a scrolling timeline of numbered events, one per aligner, then the end
 * date; folded to the aligners around today until "Show all" (docs/design.md §4).
 */
export function TreatmentTimeline({
  timeline,
  highlightAligner,
  currentAligner,
}: TreatmentTimelineProps) {
  const { t } = useLingui();
  const titleId = useId();
  const highlighted = useRef<HTMLLIElement>(null);
  const router = useRouter();
  const [showAll, setShowAll] = useState(false);
  const events = timeline.eventDates;
  const shown = showAll
    ? events.map((_, index) => index)
    : events.flatMap((_, index) =>
        isAroundToday(index, currentAligner, highlightAligner) ? [index] : [],
      );
  const folded = shown.length < events.length;
  const count = events.length;

  useEffect(() => {
    // Within the timeline's own scroll area (wide screens); on a phone the page scrolls to
    // the tapped-aligner card instead (AlignerFocus).
    const reveal = () => {
      const row = highlighted.current;
      const scroller = row?.closest<HTMLElement>('[data-timeline-scroller]');
      if (!row || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
      const offset = row.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      scroller.scrollTop += offset - (scroller.clientHeight - row.offsetHeight) / 2;
    };
    reveal();
    // The router restores or resets the page's scroll once a navigation has rendered, which
    // can come after this: reveal the tapped aligner again then.
    return router.subscribe('onRendered', reveal);
  }, [highlightAligner, router]);

  return (
    <SectionCard aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        <Trans>Timeline</Trans>
      </Title>
      {timeline.eventDates.length === 0 ? (
        <Text c="gray.7">
          <Trans>Your timeline will appear here once your plan is set up.</Trans>
        </Text>
      ) : (
        <div
          className={classes.scroller}
          data-timeline-scroller
          tabIndex={0}
          role="region"
          aria-label={t`Treatment timeline, scrollable`}
        >
          <ol className={classes.list}>
            {shown.map((index) => {
              const event = events[index]!;
              // One event per aligner, in order, then the end date.
              const number = event.status === 'end date' ? undefined : index + 1;
              const isHighlighted = number !== undefined && number === highlightAligner;
              return (
                <TimelineEventRow
                  key={number ?? 'end'}
                  ref={isHighlighted ? highlighted : undefined}
                  event={event}
                  aligner={number}
                  highlighted={isHighlighted}
                />
              );
            })}
          </ol>
        </div>
      )}
      {folded && (
        <Button variant="subtle" mt="sm" onClick={() => setShowAll(true)}>
          <Trans>Show all {count} events</Trans>
        </Button>
      )}
    </SectionCard>
  );
}
