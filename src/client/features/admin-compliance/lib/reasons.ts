/** What the clinic reads at a glance: each row's risk put into a few words. */
import { WEAR_GOAL_MINUTES } from '../../../../shared/constants';
import { hoursAndMinutes } from '../../../lib/duration';
import type { ComplianceRow, Risk } from './types';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An issue's age: hours under two days, whole days from then on. */
function issueAge(hours: number): string {
  return hours < 48 ? plural(Math.floor(hours), 'hour') : plural(Math.floor(hours / 24), 'day');
}

/**
 * Every reason the row is not "ok", most telling first: wear under the goal, a late switch,
 * an open issue. A row on track says so; one without a complete day yet says that instead.
 */
export function riskReasons(row: ComplianceRow): string[] {
  const { wear7d, lateSwitches, openIssues } = row;
  const reasons: string[] = [];
  if (wear7d.avgWornMinutes !== null && wear7d.avgWornMinutes < WEAR_GOAL_MINUTES)
    reasons.push(`Wore ${hoursAndMinutes(wear7d.avgWornMinutes)} a day`);
  if (lateSwitches.maxLateByDays > 0)
    reasons.push(`Switched ${plural(lateSwitches.maxLateByDays, 'day')} late`);
  if (openIssues.count > 0) {
    const age = openIssues.oldestHours === null ? '' : ` ${issueAge(openIssues.oldestHours)}`;
    reasons.push(
      openIssues.count === 1 ? `Issue open${age}` : `${openIssues.count} issues open, oldest${age}`,
    );
  }
  if (reasons.length > 0) return reasons;
  if (wear7d.avgWornMinutes === null) return ['No complete day yet'];
  return ['On track'];
}

/** A week with no tap at all counts as fully worn: the clinic should know nothing was logged. */
export const nothingLogged = (row: ComplianceRow) =>
  row.wear7d.avgWornMinutes !== null && row.wear7d.loggedDays === 0;

export const RISK_LABELS: Record<Risk, string> = { act: 'Act', watch: 'Watch', ok: 'OK' };

/** The board's order: act, watch, ok. */
export const RISK_RANK: Record<Risk, number> = { act: 0, watch: 1, ok: 2 };
