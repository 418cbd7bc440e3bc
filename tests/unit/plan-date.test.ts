/**
 * The dashboard writes its dates without Intl (building a first formatter costs the page's first
 * render dearly on a phone): what it writes is what Intl writes in each language's locale.
 */
import { describe, expect, it } from 'vitest';
import { formatPlanDate } from '../../src/client/features/dashboard/lib/display-date';
import { addDays } from '../../src/shared/calendar-date';
import { dateLocale, LANGUAGES } from '../../src/shared/languages';

describe('formatPlanDate', () => {
  it.each(LANGUAGES)('writes every day of four years as Intl does in %s', (language) => {
    const intl = new Intl.DateTimeFormat(dateLocale(language), { timeZone: 'UTC' });
    for (let day = 0, date = '2025-01-01'; day < 4 * 366; day++, date = addDays(date, 1)) {
      expect(formatPlanDate(date)).toBe(intl.format(new Date(`${date}T00:00:00Z`)));
    }
  });

  it('reads the day of a timestamp, whatever its time', () => {
    expect(formatPlanDate('2026-01-05T23:59:59.000Z')).toBe('5/1/2026');
    expect(formatPlanDate('2026-12-25T00:00:00.000Z')).toBe('25/12/2026');
  });
});
