/**
 * Dates relative to today (SECURITY.md 11c), for the forms and the API alike: a treatment
 * starts within 5 years of today, a birth date lies in the past, and a patient resumes today or
 * later. Each returns the message to show, or null when the date is fine.
 */
import {
  addYears,
  formatDayMonthYear,
  isAfter,
  isBefore,
  type CalendarDate,
} from './calendar-date';

export const START_DATE_YEARS = 5;

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

/**
 * The patient's resume date (spec §5 "Resume dialog": dates before today are not selectable),
 * with today written as the dialog's field wants it.
 */
export function resumeDateProblem(date: CalendarDate, today: CalendarDate): string | null {
  return isBefore(date, today)
    ? `The resume date cannot be before today (${formatDayMonthYear(today)})`
    : null;
}
