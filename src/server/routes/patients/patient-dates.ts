/** Dates of a patient record checked against the clinic's today (docs/security.md 11c). */
import type { CalendarDate } from '../../../shared/calendar-date';
import { birthDateProblem, startDateProblem } from '../../../shared/date-rules';
import { badRequest, type FieldIssue } from '../../lib/http-error';

export function checkPatientDates(
  fields: { dob?: CalendarDate; startDate?: CalendarDate },
  today: CalendarDate,
): void {
  const issues: FieldIssue[] = [];
  const dob = fields.dob && birthDateProblem(fields.dob, today);
  if (dob) issues.push({ path: 'dob', message: dob });
  const start = fields.startDate && startDateProblem(fields.startDate, today);
  if (start) issues.push({ path: 'startDate', message: start });
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}
