/**
 * The card's figures now: the last saved answer of GET /api/wear, moved on to the present and
 * with the taps still waiting in the outbox applied, so the card counts offline too. The rules
 * are the server's: a break runs from an `out` to the next `in`, events apply in time order,
 * an `out` while out or an `in` while in changes nothing, a day's `wornMinutes` are its minutes
 * so far less its minutes inside breaks, and `breaks` counts the breaks that began that day.
 */
import { addDays } from '../../../../shared/calendar-date';
import type { WearDay, WearSummary } from '../api/wear';
import type { WearEvent } from './wear-outbox';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface LiveWear {
  goalMinutes: number;
  /** Today's clinic day, with the open break counted up to now. */
  today: WearDay;
  /** When the open break began (ms since the epoch), or null when the aligners are in. */
  outSince: number | null;
  /** Up to `count` days, newest first, today's from `today`. */
  days: WearDay[];
}

interface Break {
  from: number;
  to: number | null;
}

const overlap = (b: Break, start: number, end: number) =>
  Math.max(0, Math.min(b.to ?? end, end) - Math.max(b.from, start));

/**
 * `fetchedAt` is when the answer was made: the saved today had then lasted `wornMinutes` +
 * `outMinutes`, which dates the clinic's midnight without knowing its time zone.
 */
export function liveWear(
  summary: WearSummary,
  fetchedAt: number,
  waiting: WearEvent[],
  now: number,
): LiveWear | null {
  const saved = summary.days[0];
  if (!saved) return null;
  const savedMidnight = fetchedAt - (saved.wornMinutes + saved.outMinutes) * MINUTE;
  const daysLater = Math.max(0, Math.floor((now - savedMidnight) / DAY));
  const midnight = savedMidnight + daysLater * DAY;

  // The saved open break as it stood at `fetchedAt`, taken out of the saved minutes: it is
  // counted again below, up to its end or now.
  const savedSince = summary.out ? Date.parse(summary.out.since) : null;
  const savedOpen =
    savedSince === null
      ? 0
      : overlap({ from: savedSince, to: fetchedAt }, savedMidnight, fetchedAt);
  const closedOutMs = daysLater === 0 ? saved.outMinutes * MINUTE - savedOpen : 0;
  let breaks = daysLater === 0 ? saved.breaks : 0;

  const spans: Break[] = savedSince === null ? [] : [{ from: savedSince, to: null }];
  const sorted = [...waiting].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const event of sorted) {
    const at = Date.parse(event.at);
    const open = spans.at(-1)?.to === null ? spans.at(-1)! : null;
    if (event.type === 'out' && !open) {
      spans.push({ from: at, to: null });
      if (at >= midnight) breaks += 1;
    } else if (event.type === 'in' && open) open.to = at;
  }

  const outMs = closedOutMs + spans.reduce((sum, b) => sum + overlap(b, midnight, now), 0);
  const outMinutes = Math.round(Math.max(0, outMs) / MINUTE);
  const dayMinutes = Math.floor((now - midnight) / MINUTE);
  const today: WearDay = {
    date: addDays(saved.date, daysLater),
    outMinutes: Math.min(outMinutes, dayMinutes),
    wornMinutes: Math.max(0, dayMinutes - outMinutes),
    breaks,
  };
  const last = spans.at(-1);
  const outSince = last && last.to === null ? last.from : null;
  const past = summary.days.filter((day) => day.date < today.date);
  return { goalMinutes: summary.goalMinutes, today, outSince, days: [today, ...past] };
}

/** "18 h 40 min", "45 min", "0 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** A running break as a stopwatch: "12:05", "1:02:09". */
export function formatStopwatch(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(h > 0 ? 2 : 1, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
