/**
 * The phone's own calendar: patients are where their clinic is. Where the server draws a
 * patient's page (`page-renderer.tsx`) there is no phone: the clinic's time zone stands in, so
 * the page it sends counts the days as the app then counts them.
 */
import { todayIn, type CalendarDate } from '../../shared/calendar-date';
import { dayStartIn } from '../../shared/wear-rules';

let drawingIn: string | undefined;

/** Set by the server's page renderer around a drawing: the clinic's time zone, then none. */
export function drawInTimeZone(timeZone: string | undefined): void {
  drawingIn = timeZone;
}

export const phoneTimeZone = (): string =>
  drawingIn ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Whether two zone names are one zone: the same name, or two this browser knows as one (Asia/Kolkata,
 * Asia/Calcutta).
 */
export function sameTimeZone(a: string, b: string): boolean {
  if (a === b) return true;
  const named = (timeZone: string) => {
    try {
      return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    } catch {
      return undefined; // a zone this browser does not know
    }
  };
  const first = named(a);
  return first !== undefined && first === named(b);
}

/** Today on the patient's own calendar. */
export const phoneToday = (): CalendarDate => todayIn(phoneTimeZone());

/** When `date` began on the patient's own calendar. */
export const phoneMidnight = (date: CalendarDate): number => dayStartIn(date, phoneTimeZone());
