/**
 * The dashboard's figures (spec §2 "Patient dashboard"), all from the current user the server
 * computed by DESIGN.md §3; the labels and the percentage come from the shared plan rules.
 */
import type { CurrentUser, PlanStatus } from '../../../../shared/api-types';
import { formatDateIN } from '../../../../shared/calendar-date';
import { progressLabel, progressPercent } from '../../../../shared/treatment-plan';

const PLAN_FIELDS = [
  'startDate',
  'duration',
  'daysCompleted',
  'daysRemaining',
  'durationInWeeks',
  'steps',
  'status',
  'currentAligner',
  'aligners',
  'nextDate',
  'link3d',
] as const satisfies readonly (keyof CurrentUser)[];

export type PatientPlan = Required<Pick<CurrentUser, (typeof PLAN_FIELDS)[number]>>;

/** The plan part of a current user, or null when the account has none (not a patient). */
export function patientPlan(user: CurrentUser): PatientPlan | null {
  return PLAN_FIELDS.every((field) => user[field] !== undefined) ? (user as PatientPlan) : null;
}

export interface PlanFigures {
  aligner: string;
  nextAlignerDate: string;
  journey: string;
  percent: number;
}

/** While paused no change is due: the tiles say so rather than show a date to switch on. */
export const ON_HOLD = 'On hold';

export function planFigures(plan: PatientPlan): PlanFigures {
  const paused = plan.status === 'paused';
  // Elapsed treatment days, as the server counts them (paused days excluded).
  const journey = progressLabel(plan.daysCompleted, plan.duration);
  return {
    aligner: `${plan.currentAligner}/${plan.aligners}`,
    nextAlignerDate: paused
      ? `${ON_HOLD} while paused`
      : plan.nextDate
        ? formatDateIN(plan.nextDate)
        : 'All Done',
    journey: paused ? `${ON_HOLD} · ${journey}` : journey,
    percent: progressPercent(plan.daysCompleted, plan.duration),
  };
}

/** Spec §4: active green, paused red 'Paused'; dark shades so white text passes WCAG AA. */
export const STATUS_LOOK: Record<PlanStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: '#1e7b34' },
  paused: { label: 'Paused', color: 'red.9' },
  completed: { label: 'Completed', color: 'blue.9' },
};

export const weeksLabel = (weeks: number) => `${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
export const daysLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
