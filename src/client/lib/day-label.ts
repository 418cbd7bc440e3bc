/** Clinic days (YYYY-MM-DD) as the wear charts and their descriptions name them. */
import { dateLocale, DEFAULT_LANGUAGE, isLanguage } from '../../shared/languages';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "25 Nov" for the clinic day "2026-11-25": short enough for 14 bars on a phone, and read as a
 * calendar day in UTC, so no time zone can shift it. Hindi and Marathi get their own month
 * names ("25 नव॰", "25 नोव्हें"); the admin panel, in English,
 * passes no language (`i18n.locale` elsewhere).
 */
export function formatDayMonth(date: string, language: string = DEFAULT_LANGUAGE): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) {
    return `${day} ${MONTHS[(month ?? 1) - 1]}`;
  }
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}
