/**
 * Break reminders: once the aligners have been out for WEAR_BREAK_REMINDER_MINUTES, one push per
 * break to each of the patient's subscriptions, unless they turned the reminder off or the break
 * has ended. A break is known by its patient and the time it began; the claim row on that pair
 * makes any number of app instances, and a restart, send it once. Failures other than 404/410
 * are retried with the change-day reminders' backoff while the break lasts.
 */
import { and, eq, sql } from 'drizzle-orm';
import { WEAR_BREAK_REMINDER_MINUTES, type ReminderStatus } from '../../shared/constants';
import { WEAR_BREAK_PAYLOAD } from '../../shared/push-messages';
import { queryRows, type Db } from '../db/database';
import { wearBreakReminders } from '../db/schema';
import { deliverToPatient } from './push-delivery';
import {
  REMINDER_LEASE_MS,
  REMINDER_MAX_ATTEMPTS,
  reminderBackoffMs,
  type CheckReport,
  type ReminderDeps,
} from './reminders';

/** A break reminder is worth showing only while the patient may still be on that break. */
export const WEAR_BREAK_PUSH_TTL_SECONDS = 30 * 60;
/** Breaks begun longer ago than this are left alone: "out for 1 hour" would no longer be true. */
const WEAR_BREAK_REMINDER_MAX_AGE_MS = 6 * 60 * 60 * 1000;
const REMINDER_BATCH = 8;

interface DueBreak {
  userId: string;
  outAt: Date;
}

/**
 * Patients with a push subscription and the reminder on whose aligners are out now, since at
 * least WEAR_BREAK_REMINDER_MINUTES, and whose break has no finished or leased claim. The
 * break began at the first `out` after the last `in` (later `out`s are double taps; at one
 * instant an `out` comes before an `in`, so an `in` at that instant ends it).
 */
async function findDueBreaks(db: Db, now: Date): Promise<DueBreak[]> {
  const nowIso = now.toISOString();
  const latest = new Date(now.getTime() - WEAR_BREAK_REMINDER_MINUTES * 60_000).toISOString();
  const earliest = new Date(now.getTime() - WEAR_BREAK_REMINDER_MAX_AGE_MS).toISOString();
  const rows = await queryRows<{ user_id: string; out_at: Date | string }>(
    db,
    sql`
    with subscribed as (select distinct user_id from push_subscriptions),
    open_breaks as (
      select u.id as user_id, (
        select min(e.at) from wear_events e
        where e.user_id = u.id and e.type = 'out' and e.at <= ${nowIso}
          and e.at > coalesce((
            select max(i.at) from wear_events i
            where i.user_id = u.id and i.type = 'in' and i.at <= ${nowIso}
          ), '-infinity')
      ) as out_at
      from subscribed s join users u on u.id = s.user_id
      where u.role = 'patient' and u.disabled_at is null and u.wear_break_reminder
    )
    select b.user_id, b.out_at from open_breaks b
    where b.out_at <= ${latest} and b.out_at > ${earliest}
      and not exists (
        select 1 from wear_break_reminders r
        where r.user_id = b.user_id and r.out_at = b.out_at
          and (r.status <> 'pending' or r.lease_until > ${nowIso})
      )`,
  );
  return rows.map((row) => ({ userId: row.user_id, outAt: new Date(row.out_at) }));
}

interface Claim {
  attempts: number;
  delivered: string[];
  leaseUntil: Date;
}

/** Takes the break's reminder: a new claim, or a pending one whose lease ran out; else null. */
async function claimBreak(db: Db, due: DueBreak, now: Date): Promise<Claim | null> {
  const leaseUntil = new Date(now.getTime() + REMINDER_LEASE_MS);
  const [row] = await db
    .insert(wearBreakReminders)
    .values({ ...due, attempts: 1, leaseUntil, claimedAt: now })
    .onConflictDoUpdate({
      target: [wearBreakReminders.userId, wearBreakReminders.outAt],
      set: { attempts: sql`${wearBreakReminders.attempts} + 1`, leaseUntil },
      setWhere: sql`${wearBreakReminders.status} = 'pending' and ${wearBreakReminders.leaseUntil} <= ${now.toISOString()}`,
    })
    .returning({ attempts: wearBreakReminders.attempts, delivered: wearBreakReminders.delivered });
  return row ? { ...row, leaseUntil } : null;
}

async function settleBreak(
  db: Db,
  due: DueBreak,
  claim: Claim,
  outcome: { delivered: string[]; status: ReminderStatus; at: Date; retryAt?: Date },
): Promise<void> {
  await db
    .update(wearBreakReminders)
    .set({
      delivered: outcome.delivered,
      status: outcome.status,
      sentAt: outcome.status === 'done' ? outcome.at : null,
      leaseUntil: outcome.retryAt ?? outcome.at,
    })
    .where(
      and(
        eq(wearBreakReminders.userId, due.userId),
        eq(wearBreakReminders.outAt, due.outAt),
        eq(wearBreakReminders.leaseUntil, claim.leaseUntil),
      ),
    );
}

/** Claims and sends one break's reminder: how many subscriptions got it, or null if not ours. */
async function sendBreakReminder(deps: ReminderDeps, due: DueBreak): Promise<number | null> {
  const claim = await claimBreak(deps.db, due, deps.clock.now());
  if (!claim) return null;
  const report = await deliverToPatient(deps, due.userId, WEAR_BREAK_PAYLOAD, {
    ttlSeconds: WEAR_BREAK_PUSH_TTL_SECONDS,
    topic: 'wear-break',
    skip: claim.delivered,
  });
  const delivered = [...claim.delivered, ...report.delivered];
  const at = deps.clock.now();
  if (report.failed.length === 0) {
    await settleBreak(deps.db, due, claim, { delivered, status: 'done', at });
  } else if (claim.attempts >= REMINDER_MAX_ATTEMPTS) {
    deps.logger.warn('break reminder abandoned', { userId: due.userId, attempts: claim.attempts });
    await settleBreak(deps.db, due, claim, { delivered, status: 'abandoned', at });
  } else {
    const retryAt = new Date(at.getTime() + reminderBackoffMs(claim.attempts));
    await settleBreak(deps.db, due, claim, { delivered, status: 'pending', at, retryAt });
  }
  return report.delivered.length;
}

/** One look for breaks due a reminder; safe to run on any number of instances at once. */
export async function runWearReminderCheck(deps: ReminderDeps): Promise<CheckReport> {
  const due = await findDueBreaks(deps.db, deps.clock.now());
  const report: CheckReport = { due: due.length, claimed: 0, delivered: 0 };
  // A few patients at a time: one slow push service does not hold up everyone else's reminder.
  for (let i = 0; i < due.length; i += REMINDER_BATCH) {
    const batch = await Promise.all(
      due.slice(i, i + REMINDER_BATCH).map((d) => sendBreakReminder(deps, d)),
    );
    for (const delivered of batch) {
      if (delivered === null) continue;
      report.claimed++;
      report.delivered += delivered;
    }
  }
  return report;
}
