/**
 * Every statement of the clinic's WhatsApp inbox (docs/design.md "WhatsApp"): the numbers that
 * wrote to the clinic, a number's messages both ways, and marking a thread read. Each reads
 * through an index: inbound by (phone, sent_at), outbound by (to, created_at).
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { patientGuardians, users, whatsappInbound, whatsappOutbox } from '../../db/schema';
import { isPatientRow, type UserRow } from '../../services/patient-view';
import type { WhatsAppGuardian } from '../../../shared/api-types';

/** A timestamp as either driver answers it in raw SQL (a Date, or PostgreSQL's text). */
const isoTime = (value: Date | string) => new Date(value).toISOString();

interface ConversationRow {
  phone: string;
  last_in: Date | string;
  last_at: Date | string;
  unread: number | string;
  patient_id: string | null;
  patient_name: string | null;
}

/**
 * The numbers that have written to the clinic, the latest message either way first. A number
 * only ever sent templates (reminders, codes) is no conversation: its messages show on the
 * patient's page, and the thread opens from there.
 */
export async function listConversations(db: Db, limit: number) {
  const rows = await queryRows<ConversationRow>(
    db,
    sql`select i.phone, i.last_in, greatest(i.last_in, o.last_out) as last_at, i.unread,
               u.id as patient_id, u.name as patient_name
        from (select phone, max(sent_at) as last_in,
                     count(*) filter (where read_at is null) as unread
              from ${whatsappInbound} group by phone) i
        left join lateral (select max(created_at) as last_out from ${whatsappOutbox}
                           where "to" = i.phone) o on true
        left join ${users} u on u.phone = i.phone and u.role = 'patient'
        order by last_at desc, i.phone
        limit ${limit}`,
  );
  return rows.map((row) => ({
    phone: row.phone,
    lastInboundAt: new Date(row.last_in),
    lastMessageAt: isoTime(row.last_at),
    unread: Number(row.unread),
    patient: row.patient_id ? { _id: row.patient_id, name: row.patient_name ?? '' } : null,
  }));
}

/** When the number last wrote to the clinic, if it ever did. */
export async function lastInboundAt(db: Db, phone: string): Promise<Date | null> {
  const [row] = await db
    .select({ sentAt: whatsappInbound.sentAt })
    .from(whatsappInbound)
    .where(eq(whatsappInbound.phone, phone))
    .orderBy(desc(whatsappInbound.sentAt))
    .limit(1);
  return row?.sentAt ?? null;
}

/** The patient whose mobile this is; undefined for a number of no patient. */
export async function patientByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), isPatientRow));
  return row;
}

export const inboundMessages = (db: Db, phone: string, limit: number) =>
  db
    .select({
      id: whatsappInbound.id,
      kind: whatsappInbound.kind,
      text: whatsappInbound.text,
      payload: whatsappInbound.payload,
      at: whatsappInbound.sentAt,
    })
    .from(whatsappInbound)
    .where(eq(whatsappInbound.phone, phone))
    .orderBy(desc(whatsappInbound.sentAt))
    .limit(limit);

export type InboundRow = Awaited<ReturnType<typeof inboundMessages>>[number];

export const outboundMessages = (db: Db, phone: string, limit: number) =>
  db
    .select({
      id: whatsappOutbox.id,
      template: whatsappOutbox.template,
      language: whatsappOutbox.language,
      parameters: whatsappOutbox.parameters,
      body: whatsappOutbox.body,
      status: whatsappOutbox.status,
      errorCode: whatsappOutbox.errorCode,
      errorTitle: whatsappOutbox.errorTitle,
      at: whatsappOutbox.createdAt,
    })
    .from(whatsappOutbox)
    .where(eq(whatsappOutbox.to, phone))
    .orderBy(desc(whatsappOutbox.createdAt))
    .limit(limit);

export type OutboundRow = Awaited<ReturnType<typeof outboundMessages>>[number];

/** Staff have read everything the number wrote so far. */
export async function markThreadRead(db: Db, phone: string, now: Date): Promise<void> {
  await db
    .update(whatsappInbound)
    .set({ readAt: now })
    .where(and(eq(whatsappInbound.phone, phone), isNull(whatsappInbound.readAt)));
}

/**
 * The parents and guardians among `phones` (docs/design.md §12): each one's name and the
 * children they are linked to, by name, so staff know whose mother is writing.
 */
export async function guardiansByPhone(
  db: Db,
  phones: string[],
): Promise<Map<string, WhatsAppGuardian>> {
  const guardians = new Map<string, WhatsAppGuardian>();
  if (phones.length === 0) return guardians;
  const rows = await db
    .select({
      phone: users.phone,
      name: users.name,
      childId: patientGuardians.patientId,
      childName: sql<string>`(select name from ${users} c where c.id = ${patientGuardians.patientId})`,
    })
    .from(patientGuardians)
    .innerJoin(users, eq(users.id, patientGuardians.guardianId))
    .where(inArray(users.phone, phones))
    .orderBy(users.phone, patientGuardians.patientId);
  for (const row of rows) {
    if (!row.phone) continue;
    const guardian = guardians.get(row.phone) ?? { name: row.name, children: [] };
    guardian.children.push({ _id: row.childId, name: row.childName });
    guardians.set(row.phone, guardian);
  }
  for (const guardian of guardians.values()) {
    guardian.children.sort((a, b) => a.name.localeCompare(b.name));
  }
  return guardians;
}
