import type { Ref } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TimelineEvent } from '../../../../shared/api-types';
import { CheckIcon } from '../../../components/icons';
import { formatDate } from '../../../../shared/display-dates';
import { daysLabel } from '../lib/patient-plan';
import { FinishIcon } from './icons';
import badge from './badge.module.css';
import classes from './timeline.module.css';

type Look = 'done' | 'current' | 'pending' | 'end';

/**
 * docs/product-spec.md §3: 'in progress', 'pending' and 'end date'; any other status is drawn as
 * done.
 */
const LOOKS: Record<string, Look> = {
  'in progress': 'current',
  pending: 'pending',
  'end date': 'end',
};
const lookOf = (status: string): Look => LOOKS[status] ?? 'done';

const LABEL: Record<Look, MessageDescriptor> = {
  done: msg`Completed`,
  current: msg`In progress`,
  pending: msg`Pending`,
  end: msg`End date`,
};

/** Filled badges in dark shades (white text ≥ 7:1), the pending one outlined in grey. */
const BADGE: Record<Look, { variant: 'filled' | 'outline'; color: string }> = {
  done: { variant: 'filled', color: 'brand.8' },
  current: { variant: 'filled', color: 'ink.8' },
  pending: { variant: 'outline', color: 'gray.7' },
  end: { variant: 'filled', color: 'coral.9' },
};

interface TimelineEventRowProps {
  event: TimelineEvent;
  /** The aligner's number; absent for the end-of-treatment event. */
  aligner?: number;
  highlighted: boolean;
  ref?: Ref<HTMLLIElement>;
}

export function TimelineEventRow({ event, aligner, highlighted, ref }: TimelineEventRowProps) {
  const { i18n } = useLingui();
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
            {aligner ? <Trans>Aligner {aligner}</Trans> : <Trans>Treatment ends</Trans>}
            {highlighted && (
              <VisuallyHidden>
                {' '}
                <Trans>(the aligner you tapped)</Trans>
              </VisuallyHidden>
            )}
          </Text>
          <Badge variant={BADGE[look].variant} color={BADGE[look].color} className={badge.badge}>
            {i18n._(LABEL[look])}
          </Badge>
        </Group>
        <Text size="sm" c="gray.7">
          {formatDate(event.date, i18n.locale)}
        </Text>
        {event.pauseDetails && <PauseNote details={event.pauseDetails} />}
      </div>
    </li>
  );
}

function PauseNote({ details }: { details: NonNullable<TimelineEvent['pauseDetails']> }) {
  const { t, i18n } = useLingui();
  const since = formatDate(details.pauseDate, i18n.locale);
  const days = daysLabel(i18n, details.delay);
  const resumed = details.resumedDate && formatDate(details.resumedDate, i18n.locale);
  const text = resumed
    ? t`Paused ${since}, resumed ${resumed} · ${days} delay`
    : t`Paused since ${since} · ${days} so far`;
  // Red while the pause lasts; a finished one is history, told in a neutral tone.
  return (
    <Text size="sm" c={details.resumedDate ? 'gray.7' : 'red.9'} fw={500} mt={2}>
      {text}
    </Text>
  );
}
