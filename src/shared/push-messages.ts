/**
 * The notifications the server pushes and the service worker shows as they are (DESIGN.md §4).
 * A payload names the aligner number and nothing else about the treatment.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** Opened when the notification is tapped. */
  url: string;
  /** A notification with the same tag replaces the one already shown. */
  tag: string;
}

export function reminderPayload(aligner: number, aligners: number): PushPayload {
  return {
    title: 'Time to switch aligners',
    body: `Put in aligner ${aligner} of ${aligners} today.`,
    url: `/dashboard?aligner=${aligner}`,
    tag: `aligner-${aligner}`,
  };
}

export const TEST_PUSH_PAYLOAD: PushPayload = {
  title: 'Notifications are on',
  body: 'Your aligner reminders will appear like this.',
  url: '/dashboard',
  tag: 'test-notification',
};

/** Sent once a wear break has lasted WEAR_BREAK_REMINDER_MINUTES: no health data, no figures. */
export const WEAR_BREAK_PAYLOAD: PushPayload = {
  title: 'Aligners back in?',
  body: 'They have been out for 1 hour.',
  url: '/dashboard',
  tag: 'wear-break',
};

/** Sent when the clinic reviews a photo check-in: neither the review nor the comment. */
export const CHECK_IN_REVIEWED_PAYLOAD: PushPayload = {
  title: 'Your clinic replied',
  body: 'Open TapAlign to see it.',
  url: '/dashboard#check-ins',
  tag: 'check-in',
};
