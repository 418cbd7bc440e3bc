/**
 * Dates and times in the language the page is read in: Indian English (as before languages
 * came), Hindi and Marathi, each with its own month names and order. Digits stay Latin in every
 * language, as the rest of the app writes numbers (aligner numbers, the break's stopwatch).
 */
import { i18n } from '@lingui/core';
import { dateLocale } from '../../shared/languages';

/** The active language's locale for dates (`dateLocale`). */
const intlLocale = (): string => dateLocale(i18n.locale);

/** "26 Nov 2026, 8:58 am", "26 नव॰ 2026, 8:58 am", "26 नोव्हें, 2026, 8:58 AM". */
export const formatDateTime = (value: string | number | Date): string =>
  new Date(value).toLocaleString(intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
