/**
 * The wear log's day maths: a patient logs each time the aligners come out ("out") and go back
 * in ("in"); from those events come the breaks and, per clinic day, the minutes worn. Pure, so
 * the server's answers and the phone's offline count are the same figures.
 *
 * - A break runs from an `out` to the next `in`. Events are applied in time order, whatever
 *   order they arrived in; an `out` while out or an `in` while in changes nothing (a double tap).
 * - A clinic day is midnight to midnight in the clinic's time zone. A break across midnight is
 *   split between the days; an open break counts up to now.
 * - A day is logged when it has an event or lies inside a break. A day not logged is unknown,
 *   never worn: its `wornMinutes` and `outMinutes` are null (nobody eats for a day without
 *   taking the aligners out).
 * - `wornMinutes` = the day's minutes so far (all of them for a past day) − `outMinutes`;
 *   `breaks` counts the breaks that began that day.
 */
import {
  addDays,
  isBefore,
  laterOf,
  toDayNumber,
  todayIn,
  type CalendarDate,
} from './calendar-date';
import {
  WEAR_DAYS_DEFAULT,
  WEAR_EVENT_MAX_AGE_DAYS,
  WEAR_EVENT_MAX_AHEAD_MINUTES,
  WEAR_GOAL_MINUTES,
  type WearEventType,
} from './constants';
import { said, type Said } from './messages';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface WearEvent {
  id: string;
  type: WearEventType;
  /** An ISO timestamp or a Date: the phone keeps strings, the database gives Dates. */
  at: string | Date;
}

/** A break in epoch milliseconds; `end` is null while the aligners are still out. */
export interface WearBreak {
  start: number;
  end: number | null;
}

export interface WearDay {
  date: CalendarDate;
  /** Null when the day is not logged: unknown, never counted as worn. */
  wornMinutes: number | null;
  outMinutes: number | null;
  breaks: number;
}

/** A logged day's figures: the days that count in an average. */
export type LoggedWearDay = WearDay & { wornMinutes: number; outMinutes: number };

export const isLoggedDay = (day: WearDay): day is LoggedWearDay => day.wornMinutes !== null;

/**
 * The one rule for whether a clinic day is logged: it has an event, or some of it lies inside a
 * break (a whole day out, or today while the aligners are out).
 */
const dayIsLogged = (hasEvent: boolean, outMs: number) => hasEvent || outMs > 0;

/** GET /api/wear: the days newest first, and the open break if the aligners are out now. */
export interface WearLog {
  goalMinutes: number;
  out: { since: string } | null;
  days: WearDay[];
}

const timeOf = (at: string | Date) => (typeof at === 'string' ? Date.parse(at) : at.getTime());

/**
 * Time order; at the same instant an `out` comes before an `in` (a zero-length break, so the
 * aligners count as in), then by id so that any arrival order gives the same breaks.
 */
export function compareEvents(a: { type: WearEventType; time: number; id: string }, b: typeof a) {
  if (a.time !== b.time) return a.time - b.time;
  if (a.type !== b.type) return a.type === 'out' ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The breaks the events make, oldest first. */
export function wearBreaks(events: readonly WearEvent[]): WearBreak[] {
  const ordered = events
    .map((event) => ({ type: event.type, time: timeOf(event.at), id: event.id }))
    .sort(compareEvents);
  const breaks: WearBreak[] = [];
  let open: WearBreak | null = null;
  for (const event of ordered) {
    if (event.type === 'out' && !open) {
      open = { start: event.time, end: null };
      breaks.push(open);
    } else if (event.type === 'in' && open) {
      open.end = event.time;
      open = null;
    }
  }
  return breaks;
}

/** When the open break began (ISO), or null when the aligners are in. */
export function outSince(events: readonly WearEvent[]): string | null {
  const last = wearBreaks(events).at(-1);
  return last && last.end === null ? new Date(last.start).toISOString() : null;
}

/** One formatter per time zone: building one costs more than using it. */
const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function zoneOffsetMs(timeZone: string, time: number): number {
  const parts = partFormatter(timeZone).formatToParts(time);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(time / 1000) * 1000;
}

/** Day starts already worked out, per zone and date: every patient of a board asks the same. */
const dayStarts = new Map<string, number>();

/** The instant (epoch ms) a calendar day begins in the time zone. */
export function dayStartIn(date: CalendarDate, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  const known = dayStarts.get(key);
  if (known !== undefined) return known;
  const wallMidnight = toDayNumber(date) * DAY_MS;
  // The offset at the guess, then again at the answer: right on both sides of a clock change.
  const guess = wallMidnight - zoneOffsetMs(timeZone, wallMidnight);
  const start = wallMidnight - zoneOffsetMs(timeZone, guess);
  dayStarts.set(key, start);
  return start;
}

/** The overlap of a break with [from, to), in milliseconds; an open break runs to `now`. */
function overlapMs(brk: WearBreak, from: number, to: number, now: number): number {
  const end = Math.min(brk.end ?? now, to);
  return Math.max(0, end - Math.max(brk.start, from));
}

/**
 * The milliseconds the breaks (oldest first) cover of [from, to); an open break runs to `now`.
 * The server keeps these per clinic day, so its sums and the log's are the same figures.
 */
export function outMsWithin(
  breaks: readonly WearBreak[],
  from: number,
  to: number,
  now: number,
): number {
  let outMs = 0;
  for (const brk of breaks) {
    if (brk.start >= to) break; // oldest first: the rest began later
    outMs += overlapMs(brk, from, to, now);
  }
  return outMs;
}

/**
 * One clinic day's figures from the breaks, as of `now`; `hasEvent` says whether any event (a
 * double tap too) fell in the day.
 */
export function wearDay(
  date: CalendarDate,
  breaks: readonly WearBreak[],
  now: Date,
  timeZone: string,
  hasEvent: boolean,
): WearDay {
  const nowMs = now.getTime();
  const start = dayStartIn(date, timeZone);
  const end = dayStartIn(addDays(date, 1), timeZone);
  const until = Math.min(end, nowMs);
  const minutesSoFar = Math.floor(Math.max(0, until - start) / MINUTE_MS);
  const outMs = outMsWithin(breaks, start, until, nowMs);
  let begun = 0;
  for (const brk of breaks) {
    if (brk.start >= end) break; // oldest first: the rest began later
    if (brk.start >= start) begun += 1;
  }
  if (!dayIsLogged(hasEvent, outMs)) {
    return { date, wornMinutes: null, outMinutes: null, breaks: begun };
  }
  const outMinutes = Math.min(minutesSoFar, Math.round(outMs / MINUTE_MS));
  return { date, wornMinutes: minutesSoFar - outMinutes, outMinutes, breaks: begun };
}

/** The first day a log of `days` days shows: never before the plan's start. */
export function firstLogDay(startDate: CalendarDate, today: CalendarDate, days: number) {
  return laterOf(startDate, addDays(today, 1 - days));
}

export interface WearLogInput {
  events: readonly WearEvent[];
  /** The plan's start: no day before it is shown. */
  startDate: CalendarDate;
  now: Date;
  timeZone: string;
  days?: number;
}

/**
 * The log of the last `days` clinic days up to today, newest first, from the plan's start on
 * (none when the plan starts later). `events` must hold every event of those days and, when a
 * break was open as the first one began, that break's `out`.
 */
export function wearLog({
  events,
  startDate,
  now,
  timeZone,
  days = WEAR_DAYS_DEFAULT,
}: WearLogInput): WearLog {
  const breaks = wearBreaks(events);
  const today = todayIn(timeZone, now);
  const first = firstLogDay(startDate, today, days);
  const eventDays = new Set(events.map((event) => todayIn(timeZone, new Date(timeOf(event.at)))));
  const log: WearDay[] = [];
  for (let date = today; !isBefore(date, first); date = addDays(date, -1)) {
    log.push(wearDay(date, breaks, now, timeZone, eventDays.has(date)));
  }
  const last = breaks.at(-1);
  const out = last && last.end === null ? { since: new Date(last.start).toISOString() } : null;
  return { goalMinutes: WEAR_GOAL_MINUTES, out, days: log };
}

/**
 * Why the server refuses an event's time, naming it, or null when it takes it: more than
 * WEAR_EVENT_MAX_AHEAD_MINUTES ahead of its clock (the phone's clock is wrong), before the
 * plan's first clinic day, or more than WEAR_EVENT_MAX_AGE_DAYS old.
 */
export function wearEventTimeRefusal(
  at: string | Date,
  { now, startDate, timeZone }: { now: Date; startDate: CalendarDate; timeZone: string },
): Said | null {
  const time = timeOf(at);
  const named = typeof at === 'string' ? at : at.toISOString();
  if (time > now.getTime() + WEAR_EVENT_MAX_AHEAD_MINUTES * MINUTE_MS) {
    return said(
      /*i18n*/ "{at} is more than {minutes} minutes ahead of the server's clock: check the phone's date and time",
      { at: named, minutes: WEAR_EVENT_MAX_AHEAD_MINUTES },
    );
  }
  if (time < dayStartIn(startDate, timeZone)) {
    return said(/*i18n*/ "{at} is before the treatment plan's start ({start})", {
      at: named,
      start: startDate,
    });
  }
  if (time < now.getTime() - WEAR_EVENT_MAX_AGE_DAYS * DAY_MS) {
    return said(/*i18n*/ '{at} is more than {days} days old', {
      at: named,
      days: WEAR_EVENT_MAX_AGE_DAYS,
    });
  }
  return null;
}
