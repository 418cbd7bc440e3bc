/** The wear charts' bars: one a day, coloured by how the day went against the wear goal. */
import { i18n } from '@lingui/core';
import type { WearDay } from '../../../shared/wear-rules';
import { formatDayMonth } from '../../../shared/display-dates';

export type WearBarKind = 'met' | 'under' | 'today' | 'not-logged';

/** Theme colours; the legend under the chart names each. */
export const WEAR_BAR_COLORS: Record<WearBarKind, string> = {
  met: 'brand.7',
  under: 'orange.8',
  // Neutral: a day still running is neither kept nor missed.
  today: 'gray.6',
  // A dashed outline, never filled: a day not logged is unknown, neither worn nor missed.
  'not-logged': 'gray.7',
};

/**
 * Today (the clinic day still running) under the goal is in progress, not a miss: it has hours
 * left. Worn minutes only grow, so today at the goal is met for good. A day without a tap (and
 * not inside a break) is not logged: unknown.
 */
export function wearBarKind(day: WearDay, isToday: boolean, goalMinutes: number): WearBarKind {
  if (day.wornMinutes === null) return 'not-logged';
  if (day.wornMinutes >= goalMinutes) return 'met';
  return isToday ? 'today' : 'under';
}

/**
 * A bar's day in the active language: "25 Nov" in English (as the admin drawer's words have
 * it), "25 नव॰" in Hindi, "25 नोव्हें" in Marathi.
 */
const dayLabel = (date: string): string => formatDayMonth(date, i18n.locale);

export interface WearBar {
  /** "25 Nov", or "Today". */
  day: string;
  /** Hours worn; null for a day not logged (no bar). */
  hours: number | null;
  /** A day not logged: the whole day's height, drawn as an empty dashed outline. */
  notLogged: number | null;
  kind: WearBarKind;
  /** Read by the chart per bar. */
  color: string;
}

/** The height of a not-logged day's outline: the whole day, as nothing is known of it. */
const NOT_LOGGED_HOURS = 24;

/** Hours to a tenth, as the bars are drawn. */
export const wearHours = (minutes: number) => Math.round(minutes / 6) / 10;

/**
 * The bars of `days`, oldest first: the last one is today, as a wear log's newest day is, named
 * `today` (the active language's word, from the chart's component: this file holds no messages,
 * so the browser tests can import its colours).
 */
export function wearBars(
  days: readonly WearDay[],
  goalMinutes: number,
  today = 'Today',
): WearBar[] {
  return days.map((day, index) => {
    const isToday = index === days.length - 1;
    const kind = wearBarKind(day, isToday, goalMinutes);
    return {
      day: isToday ? today : dayLabel(day.date),
      hours: day.wornMinutes === null ? null : wearHours(day.wornMinutes),
      notLogged: day.wornMinutes === null ? NOT_LOGGED_HOURS : null,
      kind,
      color: WEAR_BAR_COLORS[kind],
    };
  });
}
