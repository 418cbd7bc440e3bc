/** The patient's own calendar, and the clinic's standing in for it where the server draws a page. */
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawInTimeZone,
  phoneMidnight,
  phoneTimeZone,
  phoneToday,
  sameTimeZone,
} from '../../src/client/lib/phone-calendar';
import { todayIn } from '../../src/shared/calendar-date';

afterEach(() => drawInTimeZone(undefined));

describe('the phone calendar', () => {
  it("is the device's own, where the code runs", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(phoneTimeZone()).toBe(own);
    expect(phoneToday()).toBe(todayIn(own));
    expect(phoneMidnight('2026-12-05')).toBe(new Date('2026-12-05T00:00:00').getTime());
  });

  it("is the clinic's while the server draws a page", () => {
    drawInTimeZone('Asia/Kolkata');
    expect(phoneTimeZone()).toBe('Asia/Kolkata');
    expect(phoneToday()).toBe(todayIn('Asia/Kolkata'));
    // India is 5 h 30 min ahead of UTC, all year.
    expect(phoneMidnight('2026-12-05')).toBe(Date.parse('2026-12-04T18:30:00Z'));
    drawInTimeZone('America/New_York');
    // Before and after the clocks go back (1 November 2026): 4 h, then 5 h behind UTC.
    expect(phoneMidnight('2026-10-31')).toBe(Date.parse('2026-10-31T04:00:00Z'));
    expect(phoneMidnight('2026-11-02')).toBe(Date.parse('2026-11-02T05:00:00Z'));
  });
});

describe('one time zone under two names', () => {
  it('is the same zone, whichever name the browser gives it', () => {
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Calcutta')).toBe(true);
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Kolkata')).toBe(true);
  });

  it('is not another zone, nor a zone no one knows', () => {
    expect(sameTimeZone('Asia/Kolkata', 'Asia/Dubai')).toBe(false);
    expect(sameTimeZone('Not/AZone', 'Asia/Kolkata')).toBe(false);
    expect(sameTimeZone('Asia/Kolkata', 'Not/AZone')).toBe(false);
  });
});
