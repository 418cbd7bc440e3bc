/**
 * WhatsApp rows for inbox tests: a message a number wrote (as the webhook stores it) and a
 * message to a number in any delivery state (as the outbox leaves it), parameters sealed as
 * the outbox seals them.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/server/db/database';
import { whatsappInbound, whatsappOutbox } from '../../src/server/db/schema';
import { sealParameters } from '../../src/server/services/whatsapp-outbox';

type InboundInsert = typeof whatsappInbound.$inferInsert;
type OutboxInsert = typeof whatsappOutbox.$inferInsert;

export async function insertInbound(
  db: Db,
  fields: { phone: string; sentAt: Date } & Partial<InboundInsert>,
) {
  const [row] = await db
    .insert(whatsappInbound)
    .values({
      waMessageId: `wamid.in.${randomUUID()}`,
      kind: 'text',
      text: 'Hello',
      ...fields,
    })
    .returning();
  return row!;
}

/** A template (with `parameters` in the clear, sealed here) or free text (`body`) to `to`. */
export async function insertOutbound(
  db: Db,
  fields: { to: string; createdAt: Date; parameters?: string[] } & Partial<
    Omit<OutboxInsert, 'parameters' | 'to' | 'createdAt'>
  >,
) {
  const id = randomUUID();
  const { parameters, ...rest } = fields;
  const [row] = await db
    .insert(whatsappOutbox)
    .values({
      id,
      language: 'en',
      status: 'sent',
      expiresAt: new Date(fields.createdAt.getTime() + 3_600_000),
      ...rest,
      parameters: parameters ? await sealParameters(db, id, parameters) : null,
    })
    .returning();
  return row!;
}
