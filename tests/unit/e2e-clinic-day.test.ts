/** The browser tests' guard that keeps each test within one clinic day (India, UTC+5:30). */
import { describe, expect, it } from 'vitest';
import { msToClinicMidnight, clockShiftForOneClinicDay } from '../e2e/support/clinic-day';

const at = (iso: string) => new Date(iso);

describe('msToClinicMidnight', () => {
  it.each([
    ['2026-11-25T18:29:00.000Z', 60_000],
    ['2026-11-25T18:29:59.250Z', 750],
    ['2026-11-25T18:30:00.000Z', 24 * 3600_000],
    ['2026-11-25T06:30:00.000Z', 12 * 3600_000],
  ])('at %s it is %i ms away', (now, ms) => {
    expect(msToClinicMidnight(at(now))).toBe(ms);
  });
});

describe('clockShiftForOneClinicDay', () => {
  it('moves the clocks to just past the midnight that would fall inside the test', () => {
    expect(clockShiftForOneClinicDay(60_000, at('2026-11-25T18:29:30.000Z'))).toBe(31_000);
    expect(clockShiftForOneClinicDay(300_000, at('2026-11-25T18:26:00.000Z'))).toBe(241_000);
  });

  it('leaves the clocks when the test ends before the midnight', () => {
    expect(clockShiftForOneClinicDay(60_000, at('2026-11-25T18:28:59.000Z'))).toBe(0);
    expect(clockShiftForOneClinicDay(60_000, at('2026-11-25T18:30:00.000Z'))).toBe(0);
  });

  it('moves them to just past the next midnight however far off, when always asked to', () => {
    // 06:00 in India: 18 hours and a second on.
    expect(clockShiftForOneClinicDay(60_000, at('2026-11-25T00:30:00.000Z'), true)).toBe(
      18 * 3600_000 + 1_000,
    );
  });
});
