import { describe, expect, it } from 'vitest';
import { fromDayNumber, isCalendarDate, toDayNumber } from '../../src/shared/calendar-date';

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
