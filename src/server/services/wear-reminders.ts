/**
 * Break reminders: once the aligners have been out for WEAR_BREAK_REMINDER_MINUTES, one push per
 * break to each of the patient's subscriptions, and `tapalign_break` on WhatsApp to a patient who
 * turned it on (whatsapp-reminders.ts), unless they turned the reminder off or the break
 * has ended. A break is known by its patient and the time it began; the claim row on that pair
 * makes any number of app instances, and a restart, send it once; failures are retried as the
 * change-day reminders' are (reminder-claims.ts) while the break lasts. A child's guardians get
 * their own copy, naming the child (guardian-reminders.ts).
 */
import { sql } from 'drizzle-orm';
import { todayIn, type CalendarDate } from '../../shared/calendar-date';
import { WEAR_BREAK_REMINDER_MINUTES } from '../../shared/constants';
import { wearBreakPayload } from '../../shared/push-messages';
import { queryRows, type Db } from '../db/database';
import { wearBreakReminders } from '../db/schema';
import {
  followerPushes,
  followersOf,
  followersQuery,
  guardianBreakPayload,
  hasPush,
  subscribedQuery,
  whatsappToClaim,
} from './guardian-reminders';
import { reminderClaims, type CheckReport, type ReminderDeps } from './reminder-claims';
import { queueWhatsAppReminders } from './whatsapp-reminders';

/** A break reminder is worth showing only while the patient may still be on that break. */
const WEAR_BREAK_PUSH_TTL_SECONDS = 30 * 60;
/** Breaks begun longer ago than this are left alone: "out for 1 hour" would no longer be true. */
const WEAR_BREAK_REMINDER_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** One claim row per break: its patient and the time it began. */
const claims = reminderClaims('break reminder', wearBreakReminders, 'outAt');

interface DueBreak {
  userId: string;
  name: string;
  outAt: Date;
  /** Push still to claim: the patient has a subscription and no claim holds it. */
  push: boolean;
  /** WhatsApp still to claim: the patient turned it on and it is not claimed yet. */
  whatsapp: boolean;
}

/** The WhatsApp claim's event of the break begun at `outAt`: its epoch milliseconds. */
const breakEvent = (outAt: Date) => `break:${outAt.getTime()}`;

/**
 * Patients with a push subscription or WhatsApp reminders on, and the reminder on, whose aligners are out now, since at
 * least WEAR_BREAK_REMINDER_MINUTES, and whose break still has a channel to claim (a push claim neither finished nor leased, a
 * WhatsApp claim not taken). The
 * break began at the first `out` after the last `in` (later `out`s are double taps; at one
 * instant an `out` comes before an `in`, so an `in` at that instant ends it).
 */
async function findDueBreaks(db: Db, now: Date, today: CalendarDate): Promise<DueBreak[]> {
  const nowIso = now.toISOString();
  const latest = new Date(now.getTime() - WEAR_BREAK_REMINDER_MINUTES * 60_000).toISOString();
  const earliest = new Date(now.getTime() - WEAR_BREAK_REMINDER_MAX_AGE_MS).toISOString();
  const rows = await queryRows<{
    user_id: string;
    name: string;
    out_at: Date | string;
    push: boolean;
    whatsapp: boolean;
  }>(
    db,
    sql`
    with followers as (${followersQuery(today)}),
    subscribed as (${subscribedQuery}),
    open_breaks as (
      select u.id as user_id, u.name, (
        select min(e.at) from wear_events e
        where e.user_id = u.id and e.type = 'out' and e.at <= ${nowIso}
          and e.at > coalesce((
            select max(i.at) from wear_events i
            where i.user_id = u.id and i.type = 'in' and i.at <= ${nowIso}
          ), '-infinity')
      ) as out_at
      from subscribed s join users u on u.id = s.user_id
      where u.role = 'patient' and u.disabled_at is null and u.wear_break_reminder
    ),
    channels as (
      select b.user_id, b.name, b.out_at,
        ${hasPush(sql`b.user_id`)}
          and not ${claims.taken(sql`b.user_id`, sql`b.out_at`, now)} as push,
        ${whatsappToClaim(
          sql`b.user_id`,
          sql`'break:' || (extract(epoch from b.out_at) * 1000)::bigint`,
        )} as whatsapp
      from open_breaks b
      where b.out_at <= ${latest} and b.out_at > ${earliest}
    )
    select * from channels where push or whatsapp`,
  );
  return rows.map((row) => ({
    userId: row.user_id,
    name: row.name,
    outAt: new Date(row.out_at),
    push: row.push,
    whatsapp: row.whatsapp,
  }));
}

/** One look for breaks due a reminder; safe to run on any number of instances at once. */
export async function runWearReminderCheck(deps: ReminderDeps): Promise<CheckReport> {
  const now = deps.clock.now();
  const today = todayIn(deps.env.CLINIC_TIMEZONE, now);
  const due = await findDueBreaks(deps.db, now, today);
  const followers = await followersOf(
    deps.db,
    due.map((d) => d.userId),
    today,
  );
  await queueWhatsAppReminders(
    deps,
    due
      .filter((d) => d.whatsapp)
      .flatMap(({ userId, name, outAt }) => {
        const minutes = String(Math.floor((now.getTime() - outAt.getTime()) / 60_000));
        return [
          {
            patientId: userId,
            event: breakEvent(outAt),
            template: 'tapalign_break' as const,
            parameters: [minutes],
          },
          ...(followers.get(userId) ?? []).map((recipientId) => ({
            patientId: userId,
            recipientId,
            event: breakEvent(outAt),
            template: 'tapalign_break_family' as const,
            parameters: [name, minutes],
          })),
        ];
      }),
  );
  return claims.pushAll(
    deps,
    due
      .filter((d) => d.push)
      .map(({ userId, name, outAt }) => ({
        userId,
        key: outAt,
        payload: wearBreakPayload,
        ttlSeconds: WEAR_BREAK_PUSH_TTL_SECONDS,
        topic: 'wear-break',
        followers: followerPushes(
          followers.get(userId) ?? [],
          userId,
          guardianBreakPayload({ id: userId, name }),
          breakEvent(outAt),
        ),
      })),
  );
}
