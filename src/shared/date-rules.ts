/**
 * Dates relative to today (docs/security.md 11c), for the forms and the API alike: a treatment
 * starts within 5 years of today, a birth date lies in the past, and a resume date lies between
 * the pause (today, for the patient) and 90 days ahead. Each returns the message to show, or
 * null when the date is fine.
 */
import {
  addDays,
  addYears,
  formatDayMonthYear,
  isAfter,
  isBefore,
  type CalendarDate,
} from './calendar-date';
import { said, translateSaid, type Said } from './messages';

const START_DATE_YEARS = 5;

export function startDateProblem(date: CalendarDate, today: CalendarDate): string | null {
  if (
    isBefore(date, addYears(today, -START_DATE_YEARS)) ||
    isAfter(date, addYears(today, START_DATE_YEARS))
  ) {
    return `Start date must be within ${START_DATE_YEARS} years of today`;
  }
  return null;
}

export function birthDateProblem(date: CalendarDate, today: CalendarDate): string | null {
  return isBefore(date, today) ? null : 'Date of birth must be in the past';
}

/** How far ahead a resume date may be set: a later one would move the plan by months. */
export const RESUME_MAX_DAYS_AHEAD = 90;

export interface ResumeDateContext {
  /** The day the pause began: a resume date is never before it. */
  pauseDate?: CalendarDate;
  /** Staff may record a day already gone by (back to the pause); a patient resumes today or later. */
  byStaff?: boolean;
}

/**
 * A resume date: not before the pause, at most 90 days after today, and for the patient (whose
 * resume dialog offers no day before today) not before today. Dates are written as the
 * dialog's field wants them. The problem is kept with its values (`said`), to be read in the
 * reader's language; `resumeDateProblem` words it.
 */
export function resumeDateIssue(
  date: CalendarDate,
  today: CalendarDate,
  { pauseDate, byStaff = false }: ResumeDateContext = {},
): Said | null {
  if (!byStaff && isBefore(date, today)) {
    return said(/*i18n*/ 'The resume date cannot be before today ({date})', {
      date: formatDayMonthYear(today),
    });
  }
  if (pauseDate && isBefore(date, pauseDate)) {
    return said(/*i18n*/ 'The resume date cannot be before the pause date ({date})', {
      date: formatDayMonthYear(pauseDate),
    });
  }
  const latest = addDays(today, RESUME_MAX_DAYS_AHEAD);
  if (isAfter(date, latest)) {
    return said(
      /*i18n*/ 'The resume date must be within {days} days of today ({date} at the latest)',
      { days: RESUME_MAX_DAYS_AHEAD, date: formatDayMonthYear(latest) },
    );
  }
  return null;
}

/** `resumeDateIssue`, worded in `language` (English when none). */
export function resumeDateProblem(
  date: CalendarDate,
  today: CalendarDate,
  context: ResumeDateContext & { language?: unknown } = {},
): string | null {
  const issue = resumeDateIssue(date, today, context);
  return issue && translateSaid(issue, context.language);
}
