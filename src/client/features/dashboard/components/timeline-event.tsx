import type { Ref } from 'react';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TimelineEvent } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { CheckIcon } from '../../../components/icons';
import { daysLabel } from '../lib/patient-plan';
import { FinishIcon } from './icons';
import classes from './timeline.module.css';

type Look = 'done' | 'current' | 'pending' | 'end';

/** Spec §3: 'in progress', 'pending' and 'end date'; any other status is drawn as done. */
const LOOKS: Record<string, Look> = {
  'in progress': 'current',
  pending: 'pending',
  'end date': 'end',
};
const lookOf = (status: string): Look => LOOKS[status] ?? 'done';

const LABEL: Record<Look, string> = {
  done: 'Completed',
  current: 'In progress',
  pending: 'Pending',
  end: 'End date',
};

interface TimelineEventRowProps {
  event: TimelineEvent;
  /** The aligner's number; absent for the end-of-treatment event. */
  aligner?: number;
  highlighted: boolean;
  ref?: Ref<HTMLLIElement>;
}

export function TimelineEventRow({ event, aligner, highlighted, ref }: TimelineEventRowProps) {
  const look = lookOf(event.status);
  return (
    <li
      ref={ref}
      id={aligner ? `aligner-${aligner}` : 'treatment-end'}
      className={classes.item}
      data-status={look}
      data-highlighted={highlighted}
      aria-current={look === 'current' ? 'step' : undefined}
    >
      <span className={classes.marker}>
        {look === 'done' ? <CheckIcon size={18} /> : look === 'end' ? <FinishIcon /> : aligner}
      </span>
      <div className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700}>
            {aligner ? `Aligner ${aligner}` : 'Treatment ends'}
            {highlighted && <VisuallyHidden> (the aligner you tapped)</VisuallyHidden>}
          </Text>
          <Badge
            variant={look === 'pending' ? 'outline' : 'light'}
            color={look === 'end' ? 'coral.9' : look === 'pending' ? 'gray.7' : 'brand.9'}
          >
            {LABEL[look]}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {formatDateIN(event.date)}
        </Text>
        {event.pauseDetails && <PauseNote details={event.pauseDetails} />}
      </div>
    </li>
  );
}

function PauseNote({ details }: { details: NonNullable<TimelineEvent['pauseDetails']> }) {
  const since = formatDateIN(details.pauseDate);
  const text = details.resumedDate
    ? `Paused ${since}, resumed ${formatDateIN(details.resumedDate)} · ${daysLabel(details.delay)} delay`
    : `Paused since ${since} · ${daysLabel(details.delay)} so far`;
  // Red while the pause lasts; a finished one is history, told in a neutral tone.
  return (
    <Text size="sm" c={details.resumedDate ? 'gray.7' : 'red.9'} fw={500} mt={2}>
      {text}
    </Text>
  );
}
