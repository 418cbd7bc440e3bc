/** What the clinic reads at a glance: each row's risk put into a few words (admin: English). */
import { isNotLogging } from '../../../../shared/compliance-rules';
import { WEAR_GOAL_MINUTES } from '../../../../shared/constants';
import { hoursAndMinutes } from '../../../lib/duration';
import type { ComplianceRow, Risk } from './types';

const HOUR_MS = 3_600_000;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * An age from whole hours: "just now" under an hour (never "0 hours"), hours under two days,
 * whole days from then on.
 */
function ageText(hours: number): string {
  if (hours < 1) return 'just now';
  return hours < 48 ? plural(Math.floor(hours), 'hour') : plural(Math.floor(hours / 24), 'day');
}

/** "just now", "3 hours ago", "2 days ago": how long before `now` an instant was. */
function agoText(at: string, now: number): string {
  const age = ageText(Math.max(0, (now - Date.parse(at)) / HOUR_MS));
  return age === 'just now' ? age : `${age} ago`;
}

/** An open issue's reason: "Issue open 5 hours", or "Issue opened just now". */
function issueReason({ count, oldestHours }: ComplianceRow['openIssues']): string {
  const fresh = oldestHours !== null && oldestHours < 1;
  if (count === 1) {
    if (oldestHours === null) return 'Issue open';
    return fresh ? 'Issue opened just now' : `Issue open ${ageText(oldestHours)}`;
  }
  if (oldestHours === null) return `${count} issues open`;
  return `${count} issues open, oldest ${fresh ? 'opened just now' : ageText(oldestHours)}`;
}

/**
 * Every reason the row is not "ok", most telling first: wear under the goal, not logging, a late
 * switch, an open issue, a check-in waiting for review. A row on track says so; one without a
 * complete day yet says that instead.
 */
export function riskReasons(row: ComplianceRow, now = Date.now()): string[] {
  const { wear7d, lateSwitches, openIssues, reviewWaitingSince } = row;
  const reasons: string[] = [];
  if (wear7d.avgWornMinutes !== null && wear7d.avgWornMinutes < WEAR_GOAL_MINUTES)
    reasons.push(`Wore ${hoursAndMinutes(wear7d.avgWornMinutes)} a day`);
  if (isNotLogging(wear7d))
    reasons.push(`Not logging: ${wear7d.loggedDays} of ${plural(wear7d.days, 'day')} logged`);
  if (lateSwitches.maxLateByDays > 0)
    reasons.push(`Switched ${plural(lateSwitches.maxLateByDays, 'day')} late`);
  if (openIssues.count > 0) reasons.push(issueReason(openIssues));
  if (reviewWaitingSince !== null)
    reasons.push(`Check-in waiting for review, sent ${agoText(reviewWaitingSince, now)}`);
  if (reasons.length > 0) return reasons;
  if (wear7d.days === 0) return ['No complete day yet'];
  return ['On track'];
}

/** "Last check-in 2 days ago", or that there has been none. */
export const lastCheckInText = (row: ComplianceRow, now = Date.now()) =>
  row.lastCheckInAt === null
    ? 'No check-in yet'
    : `Last check-in ${agoText(row.lastCheckInAt, now)}`;

export const RISK_LABELS: Record<Risk, string> = { act: 'Act', watch: 'Watch', ok: 'OK' };

/** The board's order: act, watch, ok. */
export const RISK_RANK: Record<Risk, number> = { act: 0, watch: 1, ok: 2 };
