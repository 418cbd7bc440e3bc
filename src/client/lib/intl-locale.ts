/**
 * Dates and times in the language the page is read in: Indian English (as before languages
 * came), Hindi and Marathi, each with its own month names and order. Digits stay Latin in every
 * language, as the rest of the app writes numbers (aligner numbers, the break's stopwatch).
 */
import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';

const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' };

/** The active language's Intl locale. */
export const intlLocale = (): string =>
  INTL_LOCALES[isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE];

/** "26 Nov 2026, 8:58 am", "26 नव॰ 2026, 8:58 am", "26 नोव्हें, 2026, 8:58 AM". */
export const formatDateTime = (value: string | number | Date): string =>
  new Date(value).toLocaleString(intlLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  });
