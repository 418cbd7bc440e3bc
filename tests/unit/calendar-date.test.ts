import { describe, expect, it } from 'vitest';
import {
  fromDayNumber,
  hourIn,
  isCalendarDate,
  todayIn,
  toDayNumber,
} from '../../src/shared/calendar-date';

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
    expect(isCalendarDate('1900-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-01-00')).toBe(false);
    expect(isCalendarDate('0099-01-01')).toBe(false);
  });

  it('validates every day of 1899 to 2101 exactly as the Date object does', () => {
    for (let day = toDayNumber('1899-01-01'); day <= toDayNumber('2101-12-31'); day++) {
      const [y, m, first] = fromDayNumber(day).split('-');
      if (first !== '01') continue;
      for (const d of ['28', '29', '30', '31', '32']) {
        const text = `${y}-${m}-${d}`;
        const date = new Date(`${text}T00:00:00Z`);
        const exists = !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
        if (isCalendarDate(text) !== exists) expect(isCalendarDate(text), text).toBe(exists);
      }
    }
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

describe('todayIn', () => {
  it("turns the day at the zone's midnight, also when asked again within the same minute", () => {
    const before = new Date('2026-11-23T18:29:59.999Z');
    const after = new Date('2026-11-23T18:30:00.000Z');
    expect(todayIn('Asia/Kolkata', before)).toBe('2026-11-23');
    expect(todayIn('Asia/Kolkata', before)).toBe('2026-11-23');
    expect(todayIn('UTC', before)).toBe('2026-11-23');
    expect(todayIn('Asia/Kolkata', after)).toBe('2026-11-24');
    expect(todayIn('Asia/Kolkata', new Date('2026-11-23T18:30:59.999Z'))).toBe('2026-11-24');
    expect(todayIn('America/St_Johns', new Date('2026-11-24T03:29:00Z'))).toBe('2026-11-23');
    expect(todayIn('America/St_Johns', new Date('2026-11-24T03:30:00Z'))).toBe('2026-11-24');
    // Back in time (a test clock): the minute differs, so the date is worked out afresh.
    expect(todayIn('Asia/Kolkata', before)).toBe('2026-11-23');
  });
});
