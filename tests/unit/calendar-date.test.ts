import { describe, expect, it } from 'vitest';
import { fromDayNumber, hourIn, isCalendarDate, toDayNumber } from '../../src/shared/calendar-date';

describe('calendar dates', () => {
  it('formats every day from 1900 to 2100 exactly as the Date object does', () => {
    for (let day = toDayNumber('1900-01-01'); day <= toDayNumber('2100-12-31'); day++) {
      const expected = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== expected) expect(fromDayNumber(day)).toBe(expected);
    }
    expect(fromDayNumber(toDayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it('rejects dates that do not exist', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
  });
});

describe('hourIn', () => {
  it.each([
    ['2026-03-01T03:29:59Z', 'Asia/Kolkata', 8],
    ['2026-03-01T03:30:00Z', 'Asia/Kolkata', 9],
    ['2026-03-01T18:30:00Z', 'Asia/Kolkata', 0],
    ['2026-03-01T23:59:00Z', 'UTC', 23],
    ['2026-07-01T13:00:00Z', 'America/New_York', 9],
    ['2026-01-01T14:00:00Z', 'America/New_York', 9],
  ])('%s in %s is hour %i', (instant, zone, hour) => {
    expect(hourIn(zone, new Date(instant))).toBe(hour);
  });
});
