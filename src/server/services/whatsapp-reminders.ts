/**
 * Reminders on WhatsApp (docs/design.md §11): the change-day, break and review reminders of a
 * patient who turned on "Remind me on WhatsApp", as approved templates through the outbox.
 * Each is claimed apart from its push (whatsapp_reminders, on patient, event and recipient), so
 * a patient who opts in during a change day still gets that day's reminder, and each goes once
 * with any number of instances. A reminder is worth sending until the clinic day ends. A
 * guardian's copy of a child's reminder is claimed the same way, with the guardian as recipient.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { addDays, todayIn } from '../../shared/calendar-date';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { WhatsAppTemplateName } from '../../shared/whatsapp';
import { dayStartIn } from '../../shared/wear-rules';
import type { AppDeps } from '../context';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { outboxWorker, queueWhatsAppReminder } from './whatsapp-outbox';

type WhatsAppReminderDeps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'logger' | 'whatsapp'>;

interface DueWhatsAppReminder {
  patientId: string;
  /** Who receives it: the patient (when left out), or a guardian of theirs. */
  recipientId?: string;
  event: string;
  template: WhatsAppTemplateName;
  parameters: string[];
}

/** The instant the clinic day of `now` ends: after it, a day's reminder is no longer useful. */
function clinicDayEnd(timeZone: string, now: Date): Date {
  return new Date(dayStartIn(addDays(todayIn(timeZone, now), 1), timeZone));
}

/**
 * SQL, true when the patient's (an expression) WhatsApp reminder of `event` is claimed for
 * `recipientId`: the patient themselves unless a guardian's is given.
 */
export function whatsappClaimed(patientId: SQL, event: SQL, recipientId: SQL = patientId): SQL {
  return sql`exists (
    select 1 from whatsapp_reminders w
    where w.patient_id = ${patientId} and w.event = ${event} and w.recipient_id = ${recipientId}
  )`;
}

interface Recipient {
  id: string;
  phone: string;
  language: Language | null;
}

/** Those of these users who turned WhatsApp reminders on and have a phone. */
async function optedIn(db: Db, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, phone: users.phone, language: users.language })
    .from(users)
    .where(
      and(
        inArray(users.id, userIds),
        eq(users.whatsappReminders, true),
        isNotNull(users.phone),
        isNull(users.disabledAt),
      ),
    );
  return new Map(rows.map((row) => [row.id, { ...row, phone: row.phone ?? '' }]));
}

/**
 * Claims and queues each reminder for the patients who opted in; answers how many this call
 * stored (the others were claimed before, here or on another instance).
 */
export async function queueWhatsAppReminders(
  deps: WhatsAppReminderDeps,
  due: DueWhatsAppReminder[],
): Promise<number> {
  const recipientOf = (d: DueWhatsAppReminder) => d.recipientId ?? d.patientId;
  const recipients = await optedIn(deps.db, [...new Set(due.map(recipientOf))]);
  const expiresAt = clinicDayEnd(deps.env.CLINIC_TIMEZONE, deps.clock.now());
  let queued = 0;
  for (const reminder of due) {
    const recipient = recipients.get(recipientOf(reminder));
    if (!recipient) continue;
    const claim = {
      patientId: reminder.patientId,
      event: reminder.event,
      recipientId: recipient.id,
    };
    const message = {
      to: recipient.phone,
      template: reminder.template,
      language: recipient.language ?? DEFAULT_LANGUAGE,
      parameters: reminder.parameters,
      expiresAt,
      patientId: reminder.patientId,
    };
    if (await queueWhatsAppReminder(deps, claim, message)) queued++;
  }
  if (queued > 0) outboxWorker(deps).kick();
  return queued;
}
