/**
 * One clinic day per test. A test that reads "today" more than once — the start date it
 * registers a plan with, the figures it expects, the server's own today and the browser's —
 * needs them all on one calendar day, and the clinic's midnight (18:30 UTC for India) could
 * otherwise fall between two of those readings. A test that could still be running at the
 * clinic's midnight starts just after it instead: its server's and browser's clocks are moved on
 * (support/fixtures.ts), never waited for.
 */
import { DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next midnight in the clinic's time zone. */
export function msToClinicMidnight(now = new Date(), timeZone = DEFAULT_CLINIC_TIMEZONE): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const sinceMidnight =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return DAY_MS - sinceMidnight;
}

/**
 * How far a test with this time limit moves its clocks on before it starts: to just past the
 * clinic's midnight when that comes before the test would end, else not at all.
 */
export function clockShiftForOneClinicDay(
  timeoutMs: number,
  now = new Date(),
  always = false,
): number {
  const left = msToClinicMidnight(now);
  return always || left <= timeoutMs ? left + 1_000 : 0;
}

/**
 * `E2E_AT_CLINIC_MIDNIGHT=1` starts every test whose clock is not pinned just after the clinic's
 * midnight, as one does that CI happens to run at that hour: a test that needs hours of today
 * behind it pins its clock (support/pinned-clocks.ts) and passes this way too.
 */
export const AT_CLINIC_MIDNIGHT = process.env.E2E_AT_CLINIC_MIDNIGHT === '1';
