/**
 * The instants the date-driven specs also run at, whatever day CI runs on: the 1st of a month
 * just after the clinic's midnight, the 2nd, the last day of a month and 31 December. The
 * server's clock follows the browser's (`TEST_CLOCK_HEADER`, docs/operations.md). Each lies
 * ahead of the real clock, so the cookies and expiries the server sets stay in the future.
 */
import { addDays, todayIn, type CalendarDate } from '../../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/constants';

/** The instant the clinic's wall clock reads `time` on `date`. */
function clinicInstant(date: CalendarDate, time: string, timeZone = DEFAULT_CLINIC_TIMEZONE) {
  const asIfUtc = Date.parse(`${date}T${time}Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(asIfUtc);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const wall = Date.parse(
    `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}Z`,
  );
  return new Date(asIfUtc - (wall - asIfUtc));
}

const firstOfMonthAfter = (date: CalendarDate, months: number): CalendarDate => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
};

export interface PinnedClock {
  /** Stable across runs: it names the test. */
  name: string;
  /** ISO instant. */
  at: string;
}

/**
 * Noon at the clinic tomorrow: for a test that needs hours of one clinic day behind and ahead
 * of its now, whatever the hour it runs at.
 */
export const clinicNoonTomorrow = (now = new Date()): string =>
  clinicInstant(addDays(todayIn(DEFAULT_CLINIC_TIMEZONE, now), 1), '12:00:00').toISOString();

/** The pinned instants, counted from the clinic's real today. */
export function pinnedClocks(now = new Date()): PinnedClock[] {
  const today = todayIn(DEFAULT_CLINIC_TIMEZONE, now);
  const nextFirst = firstOfMonthAfter(today, 1);
  const year = Number(today.slice(0, 4));
  const newYearsEve = `${year}-12-31` > today ? `${year}-12-31` : `${year + 1}-12-31`;
  const at = (date: CalendarDate, time: string) => clinicInstant(date, time).toISOString();
  return [
    { name: "the 1st of a month, just after the clinic's midnight", at: at(nextFirst, '00:02:00') },
    { name: 'the 2nd of a month', at: at(addDays(nextFirst, 1), '10:00:00') },
    {
      name: 'the last day of a month',
      at: at(addDays(firstOfMonthAfter(today, 2), -1), '19:00:00'),
    },
    { name: '31 December', at: at(newYearsEve, '12:00:00') },
  ];
}
