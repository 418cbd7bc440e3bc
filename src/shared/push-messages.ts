/**
 * The notifications the server pushes and the service worker shows as they are (docs/design.md §4),
 * in the patient's language (src/shared/messages.ts). A payload names the aligner number and
 * nothing else about the treatment.
 */
import { translate } from './messages';
import type { Language } from './languages';

export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** A notification with the same tag replaces the one already shown. */
  tag: string;
}

/** A notification's texts in `language` (English when none). */
export type LocalPayload = (language?: Language | null) => PushPayload;

export function reminderPayload(aligner: number, aligners: number): LocalPayload {
  return (language) => ({
    title: translate(/*i18n*/ 'Time to switch aligners', undefined, language),
    body: translate(
      /*i18n*/ 'Put in aligner {aligner} of {aligners} today.',
      { aligner, aligners },
      language,
    ),
    url: `/dashboard?aligner=${aligner}`,
    tag: `aligner-${aligner}`,
  });
}

export const testPushPayload: LocalPayload = (language) => ({
  title: translate(/*i18n*/ 'Notifications are on', undefined, language),
  body: translate(/*i18n*/ 'Your aligner reminders will appear like this.', undefined, language),
  url: '/dashboard',
  tag: 'test-notification',
});
/** In English. */
export const TEST_PUSH_PAYLOAD = testPushPayload();

/** Sent once a wear break has lasted WEAR_BREAK_REMINDER_MINUTES: no health data, no figures. */
export const wearBreakPayload: LocalPayload = (language) => ({
  title: translate(/*i18n*/ 'Aligners back in?', undefined, language),
  body: translate(/*i18n*/ 'They have been out for 1 hour.', undefined, language),
  url: '/dashboard',
  tag: 'wear-break',
});

/** Sent when the clinic reviews a photo check-in: neither the review nor the comment. */
export const checkInReviewedPayload: LocalPayload = (language) => ({
  title: translate(/*i18n*/ 'Your clinic replied', undefined, language),
  body: translate(/*i18n*/ 'Open TapAlign to see it.', undefined, language),
  url: '/dashboard#check-ins',
  tag: 'check-in',
});
/** In English. */
export const CHECK_IN_REVIEWED_PAYLOAD = checkInReviewedPayload();
