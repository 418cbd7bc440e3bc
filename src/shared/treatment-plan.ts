/**
 * The treatment-plan rules (docs/design.md §3): every figure of a patient's plan is derived from
 * the start date, the aligner count, the weeks per aligner and the pauses — nothing is stored.
 */
import { BRAND, type PlanStatus, type TimelineStatus } from './constants';
import { daysBetween, fromDayNumber, toDayNumber, type CalendarDate } from './calendar-date';

export interface Pause {
  pauseDate: CalendarDate;
  resumedDate: CalendarDate | null;
}

export interface PlanInput {
  startDate: CalendarDate;
  aligners: number;
  steps: number;
  pauses: readonly Pause[];
}

interface PauseDetails {
  delay: number;
  pauseDate: CalendarDate;
  resumedDate: CalendarDate | null;
}

export interface TimelineEvent {
  date: CalendarDate;
  status: TimelineStatus;
  pauseDetails?: PauseDetails;
}

/** A plan's figures: what lists, exports and the signed-in user show of it. */
export interface PlanFigures {
  stepsInDays: number;
  duration: number;
  durationInWeeks: number;
  endDate: CalendarDate;
  daysCompleted: number;
  daysRemaining: number;
  weekCompleted: number;
  currentAligner: number;
  nextDate: CalendarDate | null;
  status: PlanStatus;
}

/** The figures with the timeline: what the dashboard, reminders and switches need. */
export interface PlanSummary extends PlanFigures {
  eventDates: TimelineEvent[];
  /** Start date of aligner k at index k − 1 (each pushed back by the pauses before it). */
  alignerStarts: CalendarDate[];
}

/** Days a pause lasts: to its resume date, or to today while it is still open. */
function pauseDelay(pause: Pause, today: CalendarDate): number {
  return pauseDays(pause, toDayNumber(today)).delay;
}

/** A pause in day numbers: the day it began, its delay, and the days of it gone by today. */
interface PauseDays {
  day: number;
  delay: number;
  pausedSoFar: number;
}

/** Each date parsed once: a plan runs for every row of a list page or a 10,000-row export. */
function pauseDays(pause: Pause, todayDay: number): PauseDays {
  const day = toDayNumber(pause.pauseDate);
  const endDay = pause.resumedDate === null ? todayDay : toDayNumber(pause.resumedDate);
  return {
    day,
    delay: Math.max(0, endDay - day),
    pausedSoFar: Math.max(0, Math.min(endDay, todayDay) - day),
  };
}

/**
 * Start day (a day number) of each aligner 1…N, each pushed back by the pauses that began
 * before it.
 */
function alignerStartDays(
  plan: PlanInput,
  firstDay: number,
  stepsInDays: number,
  pauses: PauseDays[],
): number[] {
  const byDay = [...pauses].sort((a, b) => a.day - b.day);
  const starts: number[] = [];
  let delay = 0;
  let next = 0;
  for (let k = 0; k < plan.aligners; k++) {
    let start = firstDay + k * stepsInDays + delay;
    while (next < byDay.length && byDay[next]!.day < start) {
      delay += byDay[next]!.delay;
      start += byDay[next]!.delay;
      next++;
    }
    starts.push(start);
  }
  return starts;
}

function detailsFor(pauses: readonly Pause[], today: CalendarDate): PauseDetails | undefined {
  if (pauses.length === 0) return undefined;
  const last = pauses[pauses.length - 1]!;
  return {
    delay: pauses.reduce((sum, p) => sum + pauseDelay(p, today), 0),
    pauseDate: pauses[0]!.pauseDate,
    resumedDate: last.resumedDate,
  };
}

/** The figures, and what the timeline is drawn from: each aligner's start as a day number. */
function planDays(plan: PlanInput, today: CalendarDate) {
  const todayDay = toDayNumber(today);
  const firstDay = toDayNumber(plan.startDate);
  const pauses = plan.pauses.map((p) => pauseDays(p, todayDay));
  const stepsInDays = 7 * plan.steps;
  const duration = plan.aligners * stepsInDays;
  const totalDelay = pauses.reduce((sum, p) => sum + p.delay, 0);
  const endDay = firstDay + duration + totalDelay;
  const endDate = fromDayNumber(endDay);
  const paused = pauses.reduce((sum, p) => sum + p.pausedSoFar, 0);
  const elapsed = todayDay - firstDay - paused;
  const daysCompleted = Math.min(duration, Math.max(0, elapsed));

  const isOpenPause = plan.pauses.some((p) => p.resumedDate === null);
  const finished = todayDay >= endDay;
  const status: PlanStatus = isOpenPause ? 'paused' : finished ? 'completed' : 'active';

  const startDays = alignerStartDays(plan, firstDay, stepsInDays, pauses);
  const currentAligner = finished
    ? plan.aligners
    : startDays.filter((day) => day <= todayDay).length;
  const nextDay = startDays.find((day) => day > todayDay);
  const nextDate =
    status === 'completed' ? null : nextDay === undefined ? endDate : fromDayNumber(nextDay);

  const figures: PlanFigures = {
    stepsInDays,
    duration,
    durationInWeeks: plan.aligners * plan.steps,
    endDate,
    daysCompleted,
    daysRemaining: duration - daysCompleted,
    weekCompleted: Math.floor(daysCompleted / 7),
    currentAligner,
    nextDate,
    status,
  };
  return { figures, startDays, endDay, finished };
}

/** The plan's figures alone: a list page or an export computes them for every row. */
export function planFigures(plan: PlanInput, today: CalendarDate): PlanFigures {
  return planDays(plan, today).figures;
}

export function summarizePlan(plan: PlanInput, today: CalendarDate): PlanSummary {
  const { figures, startDays, endDay, finished } = planDays(plan, today);
  const { currentAligner, endDate } = figures;
  const starts = startDays.map(fromDayNumber);
  const pauseDays = plan.pauses.map((p) => toDayNumber(p.pauseDate));
  const eventDates: TimelineEvent[] = startDays.map((day, index) => {
    const k = index + 1;
    const periodEnd = startDays[index + 1] ?? endDay;
    const own = plan.pauses.filter(
      (_, i) =>
        (k === 1 || pauseDays[i]! >= day) && (k === plan.aligners || pauseDays[i]! < periodEnd),
    );
    const eventStatus: TimelineStatus =
      finished || k < currentAligner
        ? 'completed'
        : k === currentAligner
          ? 'in progress'
          : 'pending';
    const pauseDetails = detailsFor(own, today);
    const date = starts[index]!;
    return pauseDetails
      ? { date, status: eventStatus, pauseDetails }
      : { date, status: eventStatus };
  });
  eventDates.push({ date: endDate, status: 'end date' });
  return { ...figures, eventDates, alignerStarts: starts };
}

/** Aligner k's start date (1…N), or null when the plan has no aligner k. */
export function alignerStartDate(summary: PlanSummary, k: number): CalendarDate | null {
  return summary.alignerStarts[k - 1] ?? null;
}

/** Days from an aligner's due date to the day it was put in: 0 when on time (or early). */
export function lateByDays(dueOn: CalendarDate, switchedOn: CalendarDate): number {
  return Math.max(0, daysBetween(dueOn, switchedOn));
}

/**
 * Share of the treatment done, in percent, capped at 100 (docs/product-spec.md §4 "Dashboard
 * progress bar").
 */
export function progressPercent(daysCompleted: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.min(100, (daysCompleted / duration) * 100);
}

/** The journey label of docs/product-spec.md §4 "Progress label". */
export function progressLabel(elapsedDays: number, totalDays: number): string {
  const done = `${BRAND}ed`;
  if (elapsedDays <= 0) return 'Smile shift initiated';
  if (elapsedDays >= totalDays) return done;
  const percent = (elapsedDays / totalDays) * 100;
  if (percent >= 80) return done;
  if (percent >= 60) return 'Final touches';
  if (percent >= 40) return 'Halfway to Fabulous';
  if (percent >= 20) return 'Trust the process';
  return 'Smile shift initiated';
}
