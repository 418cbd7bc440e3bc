/**
 * The resume dialog's dd/MM/yyyy dates (docs/product-spec.md §5 "Resume dialog"), typed and
 * read, to and from `YYYY-MM-DD`. Dates the dashboard shows come from shared/display-dates.ts.
 */
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import {
  formatDayMonthYear,
  isCalendarDate,
  type CalendarDate,
} from '../../../../shared/calendar-date';
import { resumeDateProblem } from '../../../../shared/date-rules';
import { phoneToday } from '../../../lib/phone-calendar';

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
export const localToday = (): CalendarDate => phoneToday();

/** docs/product-spec.md §5: what a date that is not a dd/MM/yyyy date shows. */
const INVALID = msg`Date input not valid.`;

/**
 * The resume dialog's form: a dd/MM/yyyy date, `today` or later, sent as `YYYY-MM-DD`. A date
 * it may not take gets the server's own rule and words (shared/date-rules.ts), in the language
 * the form is read in, so the form and the API never disagree.
 */
export const resumeFormSchema = (today: CalendarDate, i18n: I18n = activeI18n) =>
  v.object({
    resumeDate: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, config, addIssue, NEVER }) => {
        const date = parseDisplayDate(dataset.value);
        const problem =
          date === null
            ? i18n._(INVALID)
            : resumeDateProblem(date, today, { language: config.lang });
        if (problem === null) return date as CalendarDate;
        addIssue({ message: problem });
        return NEVER;
      }),
    ),
  });
