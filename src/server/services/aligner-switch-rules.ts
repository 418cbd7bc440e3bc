/**
 * The NFC tap-to-confirm rules (DESIGN.md §2 "Aligner switches"): a patient confirms only
 * today's aligner, and not while the treatment is paused. Answers aligner k's due date.
 */
import type { CalendarDate } from '../../shared/calendar-date';
import { formatDateIN } from '../../shared/calendar-date';
import { alignerStartDate, type PlanSummary } from '../../shared/treatment-plan';
import { badRequest, conflict } from '../lib/http-error';

export function dueDateOfSwitch(plan: PlanSummary, aligner: number): CalendarDate {
  if (plan.status === 'paused') {
    throw conflict('Your treatment is paused. Resume it before confirming a new aligner.');
  }
  const dueOn = alignerStartDate(plan, aligner);
  if (!dueOn) throw badRequest(`Your plan has ${plan.alignerStarts.length} aligners`);
  if (aligner > plan.currentAligner) {
    throw badRequest(`Aligner ${aligner} is not due yet`, [
      { path: 'aligner', message: `Aligner ${aligner} starts on ${formatDateIN(dueOn)}` },
    ]);
  }
  if (aligner < plan.currentAligner) {
    throw badRequest(
      `Aligner ${aligner} is already done: aligner ${plan.currentAligner} is your current one`,
    );
  }
  return dueOn;
}
