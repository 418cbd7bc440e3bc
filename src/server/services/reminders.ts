/**
 * Change-day reminders (docs/design.md §4). Every REMINDER_CHECK_SECONDS, once the clinic hour is
 * at least REMINDER_HOUR: for each patient whose aligner k ≥ 2 starts today and who has not
 * confirmed it, claim (patient, k), push the reminder to each of their subscriptions, then
 * settle the claim (reminder-claims.ts: retries, backoff); and, for a patient who turned
 * WhatsApp reminders on, queue `tapalign_switch` once (whatsapp-reminders.ts). The tag and topic make a rare
 * resend replace the notification already shown. A child's guardians get their own copy, naming
 * the child, on the same claims (guardian-reminders.ts).
 */
import { sql } from 'drizzle-orm';
import { hourIn, todayIn, type CalendarDate } from '../../shared/calendar-date';
import { PUSH_REMINDER_TTL_SECONDS } from '../../shared/constants';
import { reminderPayload } from '../../shared/push-messages';
import { alignerStartDate, summarizePlan } from '../../shared/treatment-plan';
import { queryRows, type Db } from '../db/database';
import { pushReminders } from '../db/schema';
import {
  followerPushes,
  followersOf,
  followersQuery,
  guardianReminderPayload,
  hasPush,
  subscribedQuery,
  whatsappToClaim,
} from './guardian-reminders';
import { loadPausesFor } from './patient-view';
import { queueWhatsAppReminders } from './whatsapp-reminders';
import { reminderClaims, type CheckReport, type ReminderDeps } from './reminder-claims';

/** One claim row per patient and aligner. */
const claims = reminderClaims('reminder', pushReminders, 'aligner');

interface DueReminder {
  userId: string;
  name: string;
  /** Push still to claim: the patient has a subscription and no claim holds it. */
  push: boolean;
  /** WhatsApp still to claim: the patient turned it on and it is not claimed yet. */
  whatsapp: boolean;
  startDate: CalendarDate;
  aligners: number;
  steps: number;
  /** The aligner starting today. */
  aligner: number;
}

/**
 * Patients with a push subscription or WhatsApp reminders on, not paused, whose aligner k ≥ 2 starts today, who have not
 * confirmed it, and who still have a channel to claim: a push reminder neither finished nor held by a live lease,
 * or a WhatsApp reminder not claimed (docs/design.md §11: each channel claimed apart, once the
 * patient has it). Aligner k
 * starts on startDate + (k−1)·7s + the delays of the pauses begun before it (docs/design.md §3), so
 * today is a change day when the days worn so far are a positive multiple of 7s. Driven by the
 * subscriptions table; every other lookup goes through an index on user_id.
 */
async function findDueReminders(db: Db, today: CalendarDate, now: Date): Promise<DueReminder[]> {
  const rows = await queryRows<DueReminder & { start_date: string; user_id: string }>(
    db,
    sql`
    with followers as (${followersQuery(today)}),
    subscribed as (${subscribedQuery}),
    worn as (
      select u.id as user_id, u.name, u.start_date::text as start_date, u.aligners, u.steps,
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
      select user_id, name, start_date, aligners, steps, days / (7 * steps) + 1 as aligner
      from worn
      where days > 0 and days % (7 * steps) = 0 and days / (7 * steps) < aligners
    ),
    channels as (
      select d.*,
        ${hasPush(sql`d.user_id`)}
          and not ${claims.taken(sql`d.user_id`, sql`d.aligner`, now)} as push,
        ${whatsappToClaim(sql`d.user_id`, sql`'switch:' || d.aligner`)} as whatsapp
      from due d
      where not exists (
        select 1 from aligner_switches a where a.user_id = d.user_id and a.aligner = d.aligner
      )
    )
    select * from channels where push or whatsapp`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    startDate: row.start_date,
    aligners: Number(row.aligners),
    steps: Number(row.steps),
    aligner: Number(row.aligner),
    push: row.push,
    whatsapp: row.whatsapp,
  }));
}

/** The same question asked of the shared plan rules: active, and aligner k starting today. */
async function stillDueByPlan(deps: ReminderDeps, due: DueReminder[], today: string) {
  const pauses = await loadPausesFor(deps.db, [...new Set(due.map((d) => d.userId))]);
  return due.filter((d) => {
    const plan = summarizePlan({ ...d, pauses: pauses.get(d.userId) ?? [] }, today);
    return plan.status === 'active' && alignerStartDate(plan, d.aligner) === today;
  });
}

/** One look for due reminders; safe to run on any number of instances at once. */
export async function runReminderCheck(deps: ReminderDeps): Promise<CheckReport> {
  const now = deps.clock.now();
  if (hourIn(deps.env.CLINIC_TIMEZONE, now) < deps.env.REMINDER_HOUR) {
    return { due: 0, claimed: 0, delivered: 0 };
  }
  const today = todayIn(deps.env.CLINIC_TIMEZONE, now);
  const due = await stillDueByPlan(deps, await findDueReminders(deps.db, today, now), today);
  const followers = await followersOf(
    deps.db,
    due.map((d) => d.userId),
    today,
  );
  await queueWhatsAppReminders(
    deps,
    due
      .filter((d) => d.whatsapp)
      .flatMap(({ userId, name, aligner, aligners }) => [
        {
          patientId: userId,
          event: `switch:${aligner}`,
          template: 'tapalign_switch' as const,
          parameters: [String(aligner), String(aligners)],
        },
        ...(followers.get(userId) ?? []).map((recipientId) => ({
          patientId: userId,
          recipientId,
          event: `switch:${aligner}`,
          template: 'tapalign_switch_family' as const,
          parameters: [name, String(aligner), String(aligners)],
        })),
      ]),
  );
  return claims.pushAll(
    deps,
    due
      .filter((d) => d.push)
      .map(({ userId, name, aligner, aligners }) => ({
        userId,
        key: aligner,
        payload: reminderPayload(aligner, aligners),
        ttlSeconds: PUSH_REMINDER_TTL_SECONDS,
        topic: `aligner-${aligner}`,
        followers: followerPushes(
          followers.get(userId) ?? [],
          userId,
          guardianReminderPayload({ id: userId, name }, aligner, aligners),
          `aligner-${aligner}`,
        ),
        logFields: { aligner },
      })),
  );
}
