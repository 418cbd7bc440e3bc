/**
 * The dashboard's dates: shown in the reader's language (English as the spec's en-IN
 * dd/mm/yyyy, Hindi and Marathi as `dateLocale` has them), and the resume dialog's dd/MM/yyyy dates
 * (spec §5 "Resume dialog") to and from `YYYY-MM-DD`.
 */
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  addDays,
  formatDayMonthYear,
  isAfter,
  isBefore,
  isCalendarDate,
  todayIn,
  type CalendarDate,
} from '../../../../shared/calendar-date';
import { RESUME_MAX_DAYS_AHEAD, resumeDateProblem } from '../../../../shared/date-rules';
import { dateLocale, DEFAULT_LANGUAGE, isLanguage } from '../../../../shared/languages';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (or the date part of a timestamp) as the language writes it (`dateLocale`):
 * 26/11/2026 in English, 26/11/2026 in Hindi and Marathi too.
 */
export function formatPlanDate(date: CalendarDate | string, language: string): string {
  const locale = dateLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** Digits as typed on a Devanagari keyboard (०–९) read as 0–9. */
const toLatinDigits = (text: string) =>
  text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

const DISPLAY_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

export function parseDisplayDate(text: string): CalendarDate | null {
  const match = DISPLAY_PATTERN.exec(toLatinDigits(text));
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

export const formatDisplayDate = formatDayMonthYear;

/** Today on the patient's own calendar: the earliest resume date they may pick. */
export const localToday = (): CalendarDate =>
  todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Spec §5: what a date that is not a dd/MM/yyyy date shows. */
const INVALID = 'Date input not valid.';

/**
 * Why a dd/MM/yyyy text is not a resume date the patient may pick: the server's own rule and
 * words (shared/date-rules.ts), so the form and the API never disagree; in Hindi and Marathi
 * the same words translated.
 */
function resumeProblem(i18n: I18n, date: CalendarDate | null, today: CalendarDate) {
  const english = date === null ? INVALID : resumeDateProblem(date, today);
  if (english === null || !isLanguage(i18n.locale) || i18n.locale === DEFAULT_LANGUAGE) {
    return english;
  }
  if (date === null) return i18n._(msg`Date input not valid.`);
  if (isBefore(date, today)) {
    const day = formatDayMonthYear(today);
    return i18n._(msg`The resume date cannot be before today (${day})`);
  }
  const latest = addDays(today, RESUME_MAX_DAYS_AHEAD);
  if (isAfter(date, latest)) {
    const days = RESUME_MAX_DAYS_AHEAD;
    const last = formatDayMonthYear(latest);
    return i18n._(
      msg`The resume date must be within ${days} days of today (${last} at the latest)`,
    );
  }
  return english;
}

/**
 * The resume dialog's form: a dd/MM/yyyy date, `today` or later, sent as `YYYY-MM-DD`. A past
 * date gets the server's own words, so the form and the API never disagree.
 */
export const resumeFormSchema = (today: CalendarDate, i18n: I18n = activeI18n) =>
  v.object({
    resumeDate: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const date = parseDisplayDate(dataset.value);
        const problem = resumeProblem(i18n, date, today);
        if (problem === null) return date as CalendarDate;
        addIssue({ message: problem });
        return NEVER;
      }),
    ),
  });
