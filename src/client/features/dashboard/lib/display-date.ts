/** The resume dialog's dd/MM/yyyy dates (spec §5 "Resume dialog") to and from `YYYY-MM-DD`. */
import * as v from 'valibot';
import { isCalendarDate, todayIn, type CalendarDate } from '../../../../shared/calendar-date';

const DISPLAY_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

export function parseDisplayDate(text: string): CalendarDate | null {
  const match = DISPLAY_PATTERN.exec(text);
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

export function formatDisplayDate(date: CalendarDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** Today on the patient's own calendar: the earliest resume date they may pick. */
export const localToday = (): CalendarDate =>
  todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

const INVALID = 'Date input not valid.';

/** The resume dialog's form: a dd/MM/yyyy date, `earliest` or later, sent as `YYYY-MM-DD`. */
export const resumeFormSchema = (earliest: CalendarDate) =>
  v.object({
    resumeDate: v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const date = parseDisplayDate(dataset.value);
        if (date !== null && date >= earliest) return date;
        addIssue({ message: INVALID });
        return NEVER;
      }),
    ),
  });
