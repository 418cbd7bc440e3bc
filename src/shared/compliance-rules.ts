/**
 * The clinic's compliance board: which patients need a call, and why. Each row sums up a
 * patient's last week of wear, their late aligner switches, their open issues and a check-in
 * waiting for review, and rates the patient "act", "watch" or "ok" (docs/design.md, wear).
 */
import { addDays, laterOf, type CalendarDate } from './calendar-date';
import { WEAR_GOAL_MINUTES } from './constants';
import { lateByDays } from './treatment-plan';

export const RISK_LEVELS = ['act', 'watch', 'ok'] as const;
export type Risk = (typeof RISK_LEVELS)[number];

/** Below this average daily wear (20 h) the clinic should call. */
const ACT_WEAR_MINUTES = 20 * 60;
/** A switch this many days late is worth a call. */
const ACT_LATE_DAYS = 3;
/** An issue left open this long is worth a call. */
const ACT_ISSUE_HOURS = 48;
/** The board sums up this many complete clinic days of wear. */
export const WEAR_SUMMARY_DAYS = 7;
/** A patient logging fewer days than this of a full week is "not logging". */
const MIN_LOGGED_DAYS = 4;

export interface WearSummary {
  /** Mean worn minutes over the logged days, rounded; null when no day is logged. */
  avgWornMinutes: number | null;
  /** Logged days under the goal. */
  daysUnderGoal: number;
  /** Days with at least one logged event. */
  loggedDays: number;
  /** The complete clinic days covered: WEAR_SUMMARY_DAYS, fewer while the plan is young. */
  days: number;
}

export interface LateSwitches {
  count: number;
  maxLateByDays: number;
}

export interface OpenIssues {
  count: number;
  /** Whole hours the oldest open issue has been open; null when none is. */
  oldestHours: number | null;
}

export interface ComplianceFigures {
  wear7d: WearSummary;
  lateSwitches: LateSwitches;
  openIssues: OpenIssues;
  /** When the oldest check-in still waiting for the clinic's review was sent; null when none. */
  reviewWaitingSince: string | null;
}

/** One row of the board (GET /api/compliance). */
export interface ComplianceRow extends ComplianceFigures {
  _id: string;
  name: string;
  phone: string;
  status: 'active' | 'paused';
  currentAligner: number;
  aligners: number;
  /** The newest photo check-in; null until the patient has sent one. */
  lastCheckInAt: string | null;
  risk: Risk;
}

/**
 * The complete clinic days the wear summary covers, oldest first: the last WEAR_SUMMARY_DAYS
 * before today, none before the plan's start (a plan that starts today has none).
 */
export function wearSummaryDays(startDate: CalendarDate, today: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  const first = laterOf(addDays(today, -WEAR_SUMMARY_DAYS), startDate);
  for (let day = first; day < today; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The week's figures from each covered day's worn minutes (null for a day not logged: unknown,
 * left out of the average) and whether an event fell in it.
 */
export function summarizeWear(
  days: readonly { wornMinutes: number | null; hasEvent: boolean }[],
): WearSummary {
  const worn = days.flatMap((day) => (day.wornMinutes === null ? [] : [day.wornMinutes]));
  const total = worn.reduce((sum, minutes) => sum + minutes, 0);
  return {
    avgWornMinutes: worn.length === 0 ? null : Math.round(total / worn.length),
    daysUnderGoal: worn.filter((minutes) => minutes < WEAR_GOAL_MINUTES).length,
    loggedDays: days.filter((day) => day.hasEvent).length,
    days: days.length,
  };
}

/**
 * "Not logging": fewer than 4 of the 7 days logged. While the plan is younger than a week, the
 * days it has not had yet do not count against the patient: only more than 3 days missed does.
 */
export function isNotLogging({ loggedDays, days }: WearSummary): boolean {
  return days - loggedDays > WEAR_SUMMARY_DAYS - MIN_LOGGED_DAYS;
}

/**
 * The late ones among the confirmed switches of the current and the previous aligner: how late
 * each was is the day it was confirmed against the aligner's planned start.
 */
export function summarizeLateSwitches(
  switches: readonly { aligner: number; dueOn: CalendarDate; switchedOn: CalendarDate }[],
  currentAligner: number,
): LateSwitches {
  const late = switches
    .filter((s) => s.aligner === currentAligner || s.aligner === currentAligner - 1)
    .map((s) => lateByDays(s.dueOn, s.switchedOn))
    .filter((days) => days > 0);
  return { count: late.length, maxLateByDays: Math.max(0, ...late) };
}

/** Open issues from the times they were raised. */
export function summarizeOpenIssues(raisedAt: readonly Date[], now: Date): OpenIssues {
  if (raisedAt.length === 0) return { count: 0, oldestHours: null };
  const oldest = Math.min(...raisedAt.map((at) => at.getTime()));
  return {
    count: raisedAt.length,
    oldestHours: Math.max(0, Math.floor((now.getTime() - oldest) / 3_600_000)),
  };
}

/**
 * "act" for wear under 20 h a day, a switch 3 or more days late or an issue open 48 hours;
 * "watch" for wear under the goal, any late switch, any open issue, not logging, or a check-in
 * waiting for review; "ok" otherwise.
 */
export function complianceRisk({
  wear7d,
  lateSwitches,
  openIssues,
  reviewWaitingSince,
}: ComplianceFigures): Risk {
  const avg = wear7d.avgWornMinutes;
  if (
    (avg !== null && avg < ACT_WEAR_MINUTES) ||
    lateSwitches.maxLateByDays >= ACT_LATE_DAYS ||
    (openIssues.oldestHours ?? 0) >= ACT_ISSUE_HOURS
  ) {
    return 'act';
  }
  if (
    (avg !== null && avg < WEAR_GOAL_MINUTES) ||
    lateSwitches.count > 0 ||
    openIssues.count > 0 ||
    isNotLogging(wear7d) ||
    reviewWaitingSince !== null
  ) {
    return 'watch';
  }
  return 'ok';
}

/**
 * The board's order: act, watch, ok; within each, the lowest average wear first (patients with
 * no logged day last), then by name.
 */
export function compareBoardRows(
  a: { risk: Risk; name: string; wear7d: WearSummary },
  b: { risk: Risk; name: string; wear7d: WearSummary },
): number {
  const byRisk = RISK_LEVELS.indexOf(a.risk) - RISK_LEVELS.indexOf(b.risk);
  if (byRisk !== 0) return byRisk;
  const wearA = a.wear7d.avgWornMinutes ?? Number.POSITIVE_INFINITY;
  const wearB = b.wear7d.avgWornMinutes ?? Number.POSITIVE_INFINITY;
  if (wearA !== wearB) return wearA < wearB ? -1 : 1;
  return a.name.localeCompare(b.name);
}
