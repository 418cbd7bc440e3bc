/**
 * The card's figures now: the last saved answer of GET /api/wear, moved on to the present and
 * with the taps still waiting in the outbox applied, so the card counts offline too. Breaks are
 * paired by the server's own rule (`wearBreaks`); a day's `wornMinutes` are its minutes so far
 * less its minutes inside breaks, and `breaks` counts the breaks that began that day.
 */
import { plural } from '@lingui/core/macro';
import { addDays } from '../../../../shared/calendar-date';
import { hoursAndMinutes } from '../../../lib/duration';
import { phoneMidnight } from '../../../lib/phone-calendar';
import { serverClockAhead } from '../../../lib/server-clock';
import { wearBreaks, type LoggedWearDay, type WearBreak } from '../../../../shared/wear-rules';
import type { WearDay, WearSummary } from '../api/wear';
import type { WearEvent } from './wear-outbox';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

export interface LiveWear {
  goalMinutes: number;
  /** Today's clinic day, with the open break counted up to now. */
  today: LoggedWearDay;
  /** When the open break began (ms since the epoch), or null when the aligners are in. */
  outSince: number | null;
  /** Up to `count` days, newest first, today's from `today`. */
  days: WearDay[];
  /**
   * When the figures next change (ms since the epoch): the running break's next second, otherwise
   * the day's next minute.
   */
  changesAt: number;
}

/** The phone's own midnight starting a calendar day: the clinic's, for a phone in its zone. */

const overlap = (b: WearBreak, from: number, to: number) =>
  Math.max(0, Math.min(b.end ?? to, to) - Math.max(b.start, from));

/**
 * `fetchedAt` is when the answer was made: the saved today had then lasted `wornMinutes` +
 * `outMinutes`, which dates the clinic's midnight without knowing its time zone. Everything is
 * counted on the phone's clock, which stamped the taps, except the saved open break's part of the
 * saved minutes: the server counted that up to its own clock, which may differ.
 */
export function liveWear(
  summary: WearSummary,
  fetchedAt: number,
  waiting: readonly WearEvent[],
  now: number,
): LiveWear | null {
  const saved = summary.days[0];
  if (!saved) return null;
  const savedMidnight =
    saved.wornMinutes === null || saved.outMinutes === null
      ? phoneMidnight(saved.date) // a day not logged carries no minutes to date its midnight by
      : fetchedAt - (saved.wornMinutes + saved.outMinutes) * MINUTE;
  const daysLater = Math.max(0, Math.floor((now - savedMidnight) / DAY));
  const midnight = savedMidnight + daysLater * DAY;

  // The saved open break as the server counted it when it answered, taken out of the saved
  // minutes: it is counted again below, on the phone's clock, up to its end or now.
  // An answer the server drew the page from carries none: the page's own reading stands in.
  const serverAhead = summary.serverAheadMs ?? serverClockAhead() ?? 0;
  const answeredAt = fetchedAt + serverAhead;
  const savedSince = summary.out ? Date.parse(summary.out.since) : null;
  const savedOpen =
    savedSince === null
      ? 0
      : overlap({ start: savedSince, end: answeredAt }, savedMidnight + serverAhead, answeredAt);
  const closedOutMs = daysLater === 0 ? (saved.outMinutes ?? 0) * MINUTE - savedOpen : 0;
  // The saved open break goes first, as an `out` at its start: the waiting taps came after it.
  const savedOut: WearEvent[] = summary.out ? [{ id: '', type: 'out', at: summary.out.since }] : [];
  const spans = wearBreaks([...savedOut, ...waiting]);
  const newBreaks = spans.slice(savedOut.length).filter((b) => b.start >= midnight).length;
  const breaks = (daysLater === 0 ? saved.breaks : 0) + newBreaks;

  const outMs = closedOutMs + spans.reduce((sum, b) => sum + overlap(b, midnight, now), 0);
  const outMinutes = Math.round(Math.max(0, outMs) / MINUTE);
  const dayMinutes = Math.floor((now - midnight) / MINUTE);
  const today: LoggedWearDay = {
    date: addDays(saved.date, daysLater),
    outMinutes: Math.min(outMinutes, dayMinutes),
    wornMinutes: Math.max(0, dayMinutes - outMinutes),
    breaks,
  };
  const last = spans.at(-1);
  const outSince = last && last.end === null ? last.start : null;
  const past = summary.days.filter((day) => day.date < today.date);
  const changesAt =
    outSince === null
      ? midnight + (dayMinutes + 1) * MINUTE
      : outSince + (Math.floor((now - outSince) / SECOND) + 1) * SECOND;
  return { goalMinutes: summary.goalMinutes, today, outSince, days: [today, ...past], changesAt };
}

/**
 * "18 h 40 min", "45 min", "0 min" (in Hindi "18 घंटे 40 मिनट"), in the active language. The
 * numbers are placeholders rather than `#`, so they stay Latin digits in every language.
 */
export function formatMinutes(minutes: number): string {
  return hoursAndMinutes(minutes, {
    hours: (h) => plural(h, { one: `${h} h`, other: `${h} h` }),
    minutes: (m) => plural(m, { one: `${m} min`, other: `${m} min` }),
  });
}

/** A running break as a stopwatch: "12:05", "1:02:09". */
export function formatStopwatch(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
