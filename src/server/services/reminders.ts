/**
 * Change-day reminders (DESIGN.md §4). Every REMINDER_CHECK_SECONDS, once the clinic hour is
 * at least REMINDER_HOUR: for each patient whose aligner k ≥ 2 starts today and who has not
 * confirmed it, claim (patient, k), push the reminder to each of their subscriptions, then
 * settle the claim. Failures other than 404/410 are retried with a growing backoff; the tag
 * and topic make a rare resend replace the notification already shown.
 */
import { hourIn, todayIn } from '../../shared/calendar-date';
import { PUSH_REMINDER_TTL_SECONDS } from '../../shared/constants';
import { reminderPayload } from '../../shared/push-messages';
import { alignerStartDate, summarizePlan } from '../../shared/treatment-plan';
import type { AppDeps } from '../context';
import { loadPausesFor } from './patient-view';
import { deliverToPatient } from './push-delivery';
import {
  claimReminder,
  findDueReminders,
  settleReminder,
  type DueReminder,
} from './reminder-claims';

/** Long enough for every send of one reminder (each has a 10 s timeout, sent in parallel). */
export const REMINDER_LEASE_MS = 2 * 60 * 1000;
export const REMINDER_MAX_ATTEMPTS = 6;
const REMINDER_BATCH = 8;
/** 1, 2, 4, 8, 16 minutes between attempts. */
export const reminderBackoffMs = (attempts: number) => 60_000 * 2 ** Math.min(attempts - 1, 5);

export type ReminderDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'pushAgent'>;

export interface CheckReport {
  due: number;
  claimed: number;
  delivered: number;
}

/** One look for due reminders; safe to run on any number of instances at once. */
export async function runReminderCheck(deps: ReminderDeps): Promise<CheckReport> {
  const now = deps.clock.now();
  const report: CheckReport = { due: 0, claimed: 0, delivered: 0 };
  if (hourIn(deps.env.CLINIC_TIMEZONE, now) < deps.env.REMINDER_HOUR) return report;
  const today = todayIn(deps.env.CLINIC_TIMEZONE, now);
  const due = await stillDueByPlan(deps, await findDueReminders(deps.db, today, now), today);
  report.due = due.length;
  // A few patients at a time: one slow push service does not hold up everyone else's reminder.
  for (let i = 0; i < due.length; i += REMINDER_BATCH) {
    const batch = await Promise.all(
      due.slice(i, i + REMINDER_BATCH).map((reminder) => sendReminder(deps, reminder)),
    );
    for (const delivered of batch) {
      if (delivered === null) continue;
      report.claimed++;
      report.delivered += delivered;
    }
  }
  return report;
}

/** The same question asked of the shared plan rules: active, and aligner k starting today. */
async function stillDueByPlan(deps: ReminderDeps, due: DueReminder[], today: string) {
  const pauses = await loadPausesFor(deps.db, [...new Set(due.map((d) => d.userId))]);
  return due.filter((d) => {
    const plan = summarizePlan({ ...d, pauses: pauses.get(d.userId) ?? [] }, today);
    return plan.status === 'active' && alignerStartDate(plan, d.aligner) === today;
  });
}

/** Claims and sends one reminder: how many subscriptions got it, or null when not ours. */
async function sendReminder(deps: ReminderDeps, reminder: DueReminder): Promise<number | null> {
  const { userId, aligner, aligners } = reminder;
  const now = deps.clock.now();
  const claim = await claimReminder(
    deps.db,
    userId,
    aligner,
    now,
    new Date(now.getTime() + REMINDER_LEASE_MS),
  );
  if (!claim) return null;
  const report = await deliverToPatient(deps, userId, reminderPayload(aligner, aligners), {
    ttlSeconds: PUSH_REMINDER_TTL_SECONDS,
    topic: `aligner-${aligner}`,
    skip: claim.delivered,
  });
  const delivered = [...claim.delivered, ...report.delivered];
  const at = deps.clock.now();
  if (report.failed.length === 0) {
    await settleReminder(deps.db, userId, aligner, claim, { delivered, status: 'done', at });
  } else if (claim.attempts >= REMINDER_MAX_ATTEMPTS) {
    deps.logger.warn('reminder abandoned', { userId, aligner, attempts: claim.attempts });
    await settleReminder(deps.db, userId, aligner, claim, { delivered, status: 'abandoned', at });
  } else {
    const retryAt = new Date(at.getTime() + reminderBackoffMs(claim.attempts));
    await settleReminder(deps.db, userId, aligner, claim, {
      delivered,
      status: 'pending',
      at,
      retryAt,
    });
  }
  return report.delivered.length;
}
