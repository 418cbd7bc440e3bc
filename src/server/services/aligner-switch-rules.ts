/**
 * The NFC tap-to-confirm rules (docs/design.md §2 "Aligner switches"): a patient confirms only
 * today's aligner, and not while the treatment is paused. Answers aligner k's due date.
 */
import type { CalendarDate } from '../../shared/calendar-date';
import { alignerStartDate, type PlanSummary } from '../../shared/treatment-plan';
import { badRequest, conflict } from '../lib/http-error';
import { said, saidDate } from '../../shared/messages';

export function dueDateOfSwitch(plan: PlanSummary, aligner: number): CalendarDate {
  if (plan.status === 'paused') {
    throw conflict(/*i18n*/ 'Your treatment is paused. Resume it before confirming a new aligner.');
  }
  const dueOn = alignerStartDate(plan, aligner);
  if (!dueOn) {
    throw badRequest(
      said(/*i18n*/ 'Your plan has {aligners} aligners', { aligners: plan.alignerStarts.length }),
    );
  }
  if (aligner > plan.currentAligner) {
    throw badRequest(said(/*i18n*/ 'Aligner {aligner} is not due yet', { aligner }), [
      {
        path: 'aligner',
        message: said(/*i18n*/ 'Aligner {aligner} starts on {date}', {
          aligner,
          date: saidDate(dueOn),
        }),
      },
    ]);
  }
  if (aligner < plan.currentAligner) {
    throw badRequest(
      said(/*i18n*/ 'Aligner {aligner} is already done: aligner {current} is your current one', {
        aligner,
        current: plan.currentAligner,
      }),
    );
  }
  return dueOn;
}
