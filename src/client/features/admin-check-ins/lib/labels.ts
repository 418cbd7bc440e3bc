/** Words for a check-in: its photos' angles, its review, when it was sent. */
import type { CheckInReviewStatus } from '../../../../shared/constants';
import type { CheckIn } from '../../../../shared/schemas/check-in';

/** The patient's app takes the photos in this order: front, then each side. */
const ANGLES = ['Front', 'Left side', 'Right side'] as const;

export const angleOf = (position: number) => ANGLES[position] ?? `Photo ${position + 1}`;

export const REVIEW_LABELS: Record<CheckInReviewStatus, string> = {
  'on-track': 'On track',
  'needs-attention': 'Needs attention',
};

/**
 * Filled in dark shades so white text keeps WCAG AA contrast; the word is always shown, so the
 * colour is never the only sign.
 */
export const REVIEW_COLORS: Record<CheckInReviewStatus, string> = {
  'on-track': '#1f7a33',
  'needs-attention': 'red.9',
};

const SENT_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** "26 Nov 2026, 10:45 am", in the reader's time zone. */
export const sentAt = (checkIn: Pick<CheckIn, 'createdAt'>) =>
  new Date(checkIn.createdAt).toLocaleString('en-IN', SENT_FORMAT);

/** "Aligner 5 · 26 Nov 2026, 10:45 am": names a check-in in captions and alt texts. */
export const checkInCaption = (checkIn: CheckIn) =>
  `Aligner ${checkIn.aligner} · ${sentAt(checkIn)}`;
