/** The resume dialog's dd/MM/yyyy dates (spec §5 "Resume dialog") to and from `YYYY-MM-DD`. */
import * as v from 'valibot';
import {
  formatDayMonthYear,
  isCalendarDate,
  todayIn,
  type CalendarDate,
} from '../../../../shared/calendar-date';
import { resumeDateProblem } from '../../../../shared/date-rules';

const DISPLAY_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

export function parseDisplayDate(text: string): CalendarDate | null {
  const match = DISPLAY_PATTERN.exec(text);
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
 * The resume dialog's form: a dd/MM/yyyy date, `today` or later, sent as `YYYY-MM-DD`. A past
 * date gets the server's own words, so the form and the API never disagree.
 */
export const resumeFormSchema = (today: CalendarDate) =>
  v.object({
    resumeDate: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const date = parseDisplayDate(dataset.value);
        const problem = date === null ? INVALID : resumeDateProblem(date, today);
        if (problem === null) return date as CalendarDate;
        addIssue({ message: problem });
        return NEVER;
      }),
    ),
  });
