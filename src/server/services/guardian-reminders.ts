/**
 * A parent's or guardian's copy of a child's reminders (docs/design.md §12): their own push
 * subscriptions and WhatsApp opt-in receive each child's change-day reminder and break nudge,
 * naming the child, in the guardian's language. A guardian follows a child only while the child
 * is under 18 on the clinic's today. Each copy rides on the child's claim (push: the claim's
 * `delivered` list holds the guardian's subscriptions; WhatsApp: a claim row per recipient), so
 * it goes once per child and event with any number of instances.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../shared/calendar-date';
import { minorsBornAfter } from '../../shared/minors';
import { translate } from '../../shared/messages';
import { wearBreakPayload, type LocalPayload } from '../../shared/push-messages';
import { queryRows, type Db } from '../db/database';
import type { FollowerPush } from './reminder-claims';
import { whatsappClaimed } from './whatsapp-reminders';

/**
 * SQL, the rows (patient_id, guardian_id) of every guardian who follows a child today: the
 * patient is under 18 on `today`, the guardian's account is not disabled.
 */
export function followersQuery(today: CalendarDate): SQL {
  return sql`
    select g.patient_id, g.guardian_id
    from patient_guardians g
    join users c on c.id = g.patient_id
    join users gu on gu.id = g.guardian_id
    where c.dob::text > ${minorsBornAfter(today)} and gu.disabled_at is null`;
}

/*
 * The fragments below read a `followers` CTE made of `followersQuery`, so a due query finds a
 * child whose only channel is a guardian's.
 */

/** SQL, the patients with a channel: their own push or WhatsApp, or a following guardian's. */
export const subscribedQuery = sql`
  select user_id from push_subscriptions
  union select id from users where whatsapp_reminders
  union select f.patient_id from followers f
    where exists (select 1 from push_subscriptions s where s.user_id = f.guardian_id)
      or exists (select 1 from users gu where gu.id = f.guardian_id and gu.whatsapp_reminders)`;

/** SQL, true when the patient (an expression) or a guardian following them has a subscription. */
export function hasPush(patientId: SQL): SQL {
  return sql`(
    exists (select 1 from push_subscriptions s where s.user_id = ${patientId})
    or exists (
      select 1 from followers f join push_subscriptions s on s.user_id = f.guardian_id
      where f.patient_id = ${patientId}
    )
  )`;
}

/**
 * SQL, true when the patient's WhatsApp reminder of `event` is still to claim for someone: the
 * patient who opted in, or a following guardian who did.
 */
export function whatsappToClaim(patientId: SQL, event: SQL): SQL {
  return sql`(
    coalesce((select u.whatsapp_reminders from users u where u.id = ${patientId}), false)
      and not ${whatsappClaimed(patientId, event)}
    or exists (
      select 1 from followers f join users gu on gu.id = f.guardian_id
      where f.patient_id = ${patientId} and gu.whatsapp_reminders and gu.phone is not null
        and not ${whatsappClaimed(patientId, event, sql`f.guardian_id`)}
    )
  )`;
}

/** The guardians following each of these patients today, keyed by patient id. */
export async function followersOf(
  db: Db,
  patientIds: string[],
  today: CalendarDate,
): Promise<Map<string, string[]>> {
  const byPatient = new Map<string, string[]>();
  if (patientIds.length === 0) return byPatient;
  const rows = await queryRows<{ patient_id: string; guardian_id: string }>(
    db,
    sql`select * from (${followersQuery(today)}) f
        where f.patient_id in (${sql.join(
          patientIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by f.guardian_id`,
  );
  for (const row of rows) {
    byPatient.set(row.patient_id, [...(byPatient.get(row.patient_id) ?? []), row.guardian_id]);
  }
  return byPatient;
}

/**
 * A push topic of one child's reminder (at most 32 URL-safe characters): a guardian with two
 * children due the same day has two notifications waiting, not one replacing the other.
 */
const childTopic = (childId: string, topic: string) =>
  createHash('sha256').update(`${childId}:${topic}`).digest('base64url').slice(0, 32);

/** Each follower's push of the child's reminder. */
export function followerPushes(
  guardianIds: readonly string[],
  childId: string,
  payload: LocalPayload,
  topic: string,
): FollowerPush[] {
  return guardianIds.map((userId) => ({ userId, payload, topic: childTopic(childId, topic) }));
}

/** The child's change-day reminder, as their guardian reads it. */
export function guardianReminderPayload(
  child: { id: string; name: string },
  aligner: number,
  aligners: number,
): LocalPayload {
  return (language) => ({
    title: translate(
      /*i18n*/ 'Time for {name} to switch to aligner {aligner}',
      { name: child.name, aligner },
      language,
    ),
    body: translate(
      /*i18n*/ '{name} puts in aligner {aligner} of {aligners} today.',
      { name: child.name, aligner, aligners },
      language,
    ),
    // Not `?aligner=`: that records a tap of the reader's own aligner.
    url: '/dashboard',
    tag: `aligner-${aligner}-${child.id}`,
  });
}

/** The child's break nudge, as their guardian reads it: no figures but the hour. */
export function guardianBreakPayload(child: { id: string; name: string }): LocalPayload {
  return (language) => ({
    title: translate(/*i18n*/ "{name}'s aligners are out", { name: child.name }, language),
    body: wearBreakPayload(language).body,
    url: '/dashboard',
    tag: `wear-break-${child.id}`,
  });
}
