/**
 * The SQL of change-day reminders: which patients are due one now, and the claim row (one per
 * patient and aligner) that makes every app instance send each reminder once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { CalendarDate } from '../../shared/calendar-date';
import type { ReminderStatus } from '../../shared/constants';
import { queryRows, type Db } from '../db/database';
import { pushReminders } from '../db/schema';

export interface DueReminder {
  userId: string;
  startDate: CalendarDate;
  aligners: number;
  steps: number;
  /** The aligner starting today. */
  aligner: number;
}

/**
 * Patients with a push subscription, not paused, whose aligner k ≥ 2 starts today, who have not
 * confirmed it, and whose reminder is neither finished nor held by a live lease. Aligner k
 * starts on startDate + (k−1)·7s + the delays of the pauses begun before it (DESIGN.md §3), so
 * today is a change day when the days worn so far are a positive multiple of 7s. Driven by the
 * subscriptions table; every other lookup goes through an index on user_id.
 */
export async function findDueReminders(
  db: Db,
  today: CalendarDate,
  now: Date,
): Promise<DueReminder[]> {
  const rows = await queryRows<DueReminder & { start_date: string; user_id: string }>(
    db,
    sql`
    with subscribed as (select distinct user_id from push_subscriptions),
    worn as (
      select u.id as user_id, u.start_date::text as start_date, u.aligners, u.steps,
        (${today}::date - u.start_date) - coalesce((
          select sum(coalesce(p.resumed_date, ${today}::date) - p.pause_date)
          from pauses p where p.user_id = u.id and p.pause_date < ${today}::date
        ), 0)::int as days
      from subscribed s join users u on u.id = s.user_id
      where u.role = 'patient' and u.disabled_at is null and u.start_date < ${today}::date
        and not exists (
          select 1 from pauses p where p.user_id = u.id and p.resumed_date is null
        )
    ),
    due as (
      select user_id, start_date, aligners, steps, days / (7 * steps) + 1 as aligner
      from worn
      where days > 0 and days % (7 * steps) = 0 and days / (7 * steps) < aligners
    )
    select d.* from due d
    where not exists (
        select 1 from aligner_switches a where a.user_id = d.user_id and a.aligner = d.aligner
      )
      and not exists (
        select 1 from push_reminders r
        where r.user_id = d.user_id and r.aligner = d.aligner
          and (r.status <> 'pending' or r.lease_until > ${now.toISOString()})
      )`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    startDate: row.start_date,
    aligners: Number(row.aligners),
    steps: Number(row.steps),
    aligner: Number(row.aligner),
  }));
}

export interface Claim {
  attempts: number;
  /** Subscriptions that already have this reminder (from an earlier attempt). */
  delivered: string[];
  leaseUntil: Date;
}

/**
 * Takes the reminder: a new claim row, or a pending one whose lease has run out. Null when
 * another instance holds it or it is finished. One statement, so two instances cannot both win.
 */
export async function claimReminder(
  db: Db,
  userId: string,
  aligner: number,
  now: Date,
  leaseUntil: Date,
): Promise<Claim | null> {
  const [row] = await db
    .insert(pushReminders)
    .values({ userId, aligner, attempts: 1, leaseUntil, claimedAt: now })
    .onConflictDoUpdate({
      target: [pushReminders.userId, pushReminders.aligner],
      set: { attempts: sql`${pushReminders.attempts} + 1`, leaseUntil },
      setWhere: sql`${pushReminders.status} = 'pending' and ${pushReminders.leaseUntil} <= ${now.toISOString()}`,
    })
    .returning({ attempts: pushReminders.attempts, delivered: pushReminders.delivered });
  return row ? { ...row, leaseUntil } : null;
}

/** Records the attempt: finished (`done` / `abandoned`), or pending until `retryAt`. */
export async function settleReminder(
  db: Db,
  userId: string,
  aligner: number,
  claim: Claim,
  outcome: {
    delivered: string[];
    status: ReminderStatus;
    at: Date;
    retryAt?: Date;
  },
): Promise<void> {
  await db
    .update(pushReminders)
    .set({
      delivered: outcome.delivered,
      status: outcome.status,
      sentAt: outcome.status === 'done' ? outcome.at : null,
      leaseUntil: outcome.retryAt ?? outcome.at,
    })
    .where(
      and(
        eq(pushReminders.userId, userId),
        eq(pushReminders.aligner, aligner),
        eq(pushReminders.leaseUntil, claim.leaseUntil),
      ),
    );
}
