/**
 * One date format and one time format per language (shared/display-dates.ts), written from
 * tables rather than Intl: the month names are still the ones Intl (CLDR) gives each language.
 */
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/calendar-date';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatInstantDate,
  formatTime,
} from '../../src/shared/display-dates';
import { dateLocale, LANGUAGES } from '../../src/shared/languages';
import { saidDate, translate } from '../../src/shared/messages';

const LATIN_LETTERS = /[A-Za-z]/;

describe('formatDate', () => {
  it.each(LANGUAGES)('writes every day of four years as "day month year" in %s', (language) => {
    const months = new Intl.DateTimeFormat(dateLocale(language), {
      month: 'short',
      timeZone: 'UTC',
    });
    for (let day = 0, date = '2025-01-01'; day < 4 * 366; day++, date = addDays(date, 1)) {
      const at = new Date(`${date}T00:00:00Z`);
      // English's September is "Sep", as its other months are three letters (Intl's en-IN: "Sept").
      const month = months.format(at).replace('Sept', 'Sep');
      expect(formatDate(date, language)).toBe(`${at.getUTCDate()} ${month} ${at.getUTCFullYear()}`);
    }
  });

  it('is "2 Dec 2026" in English, in its own month names in Hindi and Marathi', () => {
    expect(formatDate('2026-12-02', 'en')).toBe('2 Dec 2026');
    expect(formatDate('2026-12-13', 'hi')).toBe('13 दिस॰ 2026');
    expect(formatDate('2026-12-02', 'mr')).toBe('2 डिसें 2026');
    expect(formatDate('2026-01-05', 'fr')).toBe('5 Jan 2026');
  });

  it('reads the day of a timestamp as written, whatever its time', () => {
    expect(formatDate('2026-01-05T23:59:59.000Z', 'en')).toBe('5 Jan 2026');
  });
});

describe('formatDayMonth', () => {
  it('drops the year for the wear chart', () => {
    expect(formatDayMonth('2026-11-25', 'en')).toBe('25 Nov');
    expect(formatDayMonth('2026-11-25', 'hi')).toBe('25 नव॰');
    expect(formatDayMonth('2026-03-01', 'mr')).toBe('1 मार्च');
  });
});

describe('formatTime', () => {
  const afternoon = '2026-12-02T09:58:00.000Z'; // 15:28 in India
  const morning = '2026-12-01T18:30:00.000Z'; // 00:00 on 2 December in India

  it('keeps "am/pm" in English only: Hindi and Marathi read a 24-hour clock', () => {
    expect(formatTime(afternoon, 'en', 'Asia/Kolkata')).toBe('3:28 pm');
    expect(formatTime(morning, 'en', 'Asia/Kolkata')).toBe('12:00 am');
    expect(formatTime('2026-12-02T06:30:00.000Z', 'en', 'Asia/Kolkata')).toBe('12:00 pm');
    for (const language of ['hi', 'mr']) {
      expect(formatTime(afternoon, language, 'Asia/Kolkata')).toBe('15:28');
      expect(formatTime(morning, language, 'Asia/Kolkata')).toBe('00:00');
      expect(formatDateTime(afternoon, language, 'Asia/Kolkata')).not.toMatch(LATIN_LETTERS);
    }
  });

  it('names the day an instant falls on where it is read', () => {
    expect(formatInstantDate(morning, 'en', 'Asia/Kolkata')).toBe('2 Dec 2026');
    expect(formatInstantDate(morning, 'en', 'UTC')).toBe('1 Dec 2026');
    expect(formatDateTime(afternoon, 'hi', 'Asia/Kolkata')).toBe('2 दिस॰ 2026, 15:28');
    expect(formatDateTime(afternoon, 'en', 'Asia/Kolkata')).toBe('2 Dec 2026, 3:28 pm');
  });
});

describe('a date in a server message', () => {
  it('is written once the language is known', () => {
    const values = { aligner: 3, date: saidDate('2026-12-13') };
    expect(translate('Aligner {aligner} starts on {date}', values)).toBe(
      'Aligner 3 starts on 13 Dec 2026',
    );
  });
});
