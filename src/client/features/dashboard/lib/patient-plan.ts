/**
 * The dashboard's figures (docs/product-spec.md §2 "Patient dashboard"), all from the current user
 * the server computed by docs/design.md §3; the labels and the percentage come from the shared plan
 * rules.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { CurrentUser, PlanStatus } from '../../../../shared/api-types';
import { BRAND } from '../../../../shared/constants';
import { progressLabel, progressPercent } from '../../../../shared/treatment-plan';
import { formatDate } from '../../../../shared/display-dates';

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

/**
 * The journey labels of docs/product-spec.md §4 "Progress label" (shared/treatment-plan.ts words
 * them in English), each in the reader's language.
 */
const JOURNEY_LABELS: Record<string, MessageDescriptor> = {
  'Smile shift initiated': msg`Smile shift initiated`,
  'Trust the process': msg`Trust the process`,
  'Halfway to Fabulous': msg`Halfway to Fabulous`,
  'Final touches': msg`Final touches`,
  [`${BRAND}ed`]: msg`${BRAND}ed`,
};

const journeyLabel = (i18n: I18n, label: string) => {
  const known = JOURNEY_LABELS[label];
  return known ? i18n._(known) : label;
};

/** While paused no change is due: the tiles say so rather than show a date to switch on. */
export function planFigures(plan: PatientPlan, i18n: I18n): PlanFigures {
  const paused = plan.status === 'paused';
  // Elapsed treatment days, as the server counts them (paused days excluded).
  const journey = journeyLabel(i18n, progressLabel(plan.daysCompleted, plan.duration));
  return {
    aligner: `${plan.currentAligner}/${plan.aligners}`,
    nextAlignerDate: paused
      ? i18n._(msg`On hold while paused`)
      : plan.nextDate
        ? formatDate(plan.nextDate, i18n.locale)
        : i18n._(msg`All Done`),
    journey: paused ? i18n._(msg`On hold · ${journey}`) : journey,
    percent: progressPercent(plan.daysCompleted, plan.duration),
  };
}

/**
 * docs/product-spec.md §4: active green, paused red 'Paused'; dark shades so white text passes WCAG
 * AA.
 */
export const STATUS_LOOK: Record<PlanStatus, { label: MessageDescriptor; color: string }> = {
  active: { label: msg`Active`, color: '#1e7b34' },
  paused: { label: msg`Paused`, color: 'red.9' },
  completed: { label: msg`Completed`, color: 'blue.9' },
};

/** docs/product-spec.md §2: the profile's interval reads 'Every N weeks', whatever N is. */
export const changeInterval = (i18n: I18n, steps: number) => i18n._(msg`Every ${steps} weeks`);

export const weeksLabel = (i18n: I18n, weeks: number) =>
  i18n._(msg`${plural(weeks, { one: '# week', other: '# weeks' })}`);
export const daysLabel = (i18n: I18n, days: number) =>
  i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
