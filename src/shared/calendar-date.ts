/**
 * Calendar dates as `YYYY-MM-DD` strings. Arithmetic runs on whole day numbers (days since
 * 1970-01-01) so that time zones and daylight saving never shift a date.
 */
export type CalendarDate = string;

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * Year, month and day of a valid date, else null. Plain arithmetic, no Date: plans and exports
 * parse many dates. Years before 100 are refused (a Date would read them as 19xx).
 */
function parseDate(value: string): [number, number, number] | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (y < 100 || m < 1 || m > 12 || d < 1) return null;
  const monthDays = m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]!;
  return d <= monthDays ? [y, m, d] : null;
}

export function isCalendarDate(value: string): boolean {
  return parseDate(value) !== null;
}

export function toDayNumber(date: CalendarDate): number {
  const parts = parseDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(parts[0], parts[1] - 1, parts[2]) / MS_PER_DAY;
}

/** Integer arithmetic (Hinnant's civil-from-days) rather than a Date: plans format many dates. */
export function fromDayNumber(day: number): CalendarDate {
  const z = day + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const m = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** The range of dates the API accepts at all (docs/security.md 11c: nothing past 2100). */
const EARLIEST_DATE: CalendarDate = '1900-01-01';
const LATEST_DATE: CalendarDate = '2100-12-31';

export function isWithinCalendar(date: CalendarDate): boolean {
  return isCalendarDate(date) && !isBefore(date, EARLIEST_DATE) && !isAfter(date, LATEST_DATE);
}

/** Comparisons by day number, never by string order. */
export const isBefore = (a: CalendarDate, b: CalendarDate) => toDayNumber(a) < toDayNumber(b);
export const isAfter = (a: CalendarDate, b: CalendarDate) => toDayNumber(a) > toDayNumber(b);
export const laterOf = (a: CalendarDate, b: CalendarDate) => (isAfter(a, b) ? a : b);

/** The same day `years` later (or earlier); 29 February becomes the 28th in other years. */
export function addYears(date: CalendarDate, years: number): CalendarDate {
  const year = String(Number(date.slice(0, 4)) + years).padStart(4, '0');
  const target = `${year}${date.slice(4)}`;
  return isCalendarDate(target) ? target : `${year}-02-28`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** One formatter per time zone: building one costs more than using it. */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per time zone, for the minute it was asked in: every signed-in patient call
 * asks, and formatting is the costly part. Today's zones are offset by whole minutes from UTC,
 * so a date never changes within a UTC minute.
 */
const todayByZone = new Map<string, { minute: number; date: CalendarDate }>();

/** Today's date in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.date;
  const parts = dayFormatter(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  todayByZone.set(timeZone, { minute, date });
  return date;
}

/** A calendar date in the en-IN format the spec uses (dd/mm/yyyy). */
export function formatDateIN(date: CalendarDate | string): string {
  const day = date.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { timeZone: 'UTC' });
}

/**
 * dd/MM/yyyy with both fields padded, as the resume dialog takes a date (docs/product-spec.md §9).
 */
export function formatDayMonthYear(date: CalendarDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** The hour of the day (0–23) in the given IANA time zone. */
export function hourIn(timeZone: string, now: Date = new Date()): number {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(now)
    .find((p) => p.type === 'hour')?.value;
  return Number(hour);
}
