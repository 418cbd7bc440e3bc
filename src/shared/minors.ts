/**
 * Who is a minor (docs/design.md §12): a patient whose age on the clinic's today is under 18,
 * India's DPDP Act's "child". Ages count whole years from the date of birth; one born on
 * 29 February turns a year older on 1 March in the years without one (the day after their
 * birthday would have ended).
 */
import type { CalendarDate } from './calendar-date';

const ADULT_AGE = 18;

/** Whole years from `dob` to `today` (both `YYYY-MM-DD`). */
export function ageOn(dob: CalendarDate, today: CalendarDate): number {
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  // "MM-DD" strings compare as dates within a year; "02-28" < "02-29" < "03-01".
  return today.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** A minor on `today`; a missing date of birth is not one. */
export function isMinorOn(dob: CalendarDate | null | undefined, today: CalendarDate): boolean {
  return !!dob && ageOn(dob, today) < ADULT_AGE;
}

/**
 * The same rule as a text bound a query can compare with (`dob::text > bound`): a date of
 * birth is a minor's on `today` when it sorts after this "YYYY-MM-DD", which may be no real
 * date (29 February of a year without one), so it is compared as text.
 */
export function minorsBornAfter(today: CalendarDate): string {
  const year = String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, '0');
  return `${year}${today.slice(4)}`;
}
