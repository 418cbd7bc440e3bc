/**
 * A post's date in the reader's language: English keeps the site's dd/mm/yyyy (en-IN), Hindi
 * and Marathi name the month in their own words (`dateLocale`).
 */
import { formatDateIN } from '../../../../shared/calendar-date';
import { dateLocale } from '../../../../shared/languages';

const LOCAL_DATES = new Map<string, Intl.DateTimeFormat>();

function localDates(language: string): Intl.DateTimeFormat {
  let format = LOCAL_DATES.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    LOCAL_DATES.set(language, format);
  }
  return format;
}

export function formatPostDate(date: string, language: string): string {
  if (language === 'en' || !language) return formatDateIN(date);
  return localDates(language).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}
