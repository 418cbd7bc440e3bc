/**
 * The WhatsApp webhook's work (docs/design.md "WhatsApp"): the signature check over the raw
 * body, and applying a delivery once however often Meta sends it. A status moves its outbox row
 * forward only; a message is stored once (keyed by its id) and acted on only by the call that
 * stored it. Deliveries are applied after the webhook has answered; `webhookIdle` waits for them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { PHONE_PREFIX } from '../../shared/constants';
import {
  ButtonMessageSchema,
  InboundMessageSchema,
  InteractiveReplySchema,
  TextMessageSchema,
  MessageStatusSchema,
  WebhookDeliverySchema,
  WebhookValueSchema,
  type InboundMessage,
  type MessageStatus,
} from '../../shared/schemas/whatsapp-webhook';
import { WHATSAPP_STATUSES } from '../../shared/whatsapp';
import type { AppDeps } from '../context';
import type { Db } from '../db/database';
import { users, whatsappInbound } from '../db/schema';
import { actOnMessage } from './whatsapp-webhook-actions';

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/**
 * Whether `header` (`X-Hub-Signature-256: sha256=<hex>`) is the HMAC-SHA256 of the raw body
 * with the app secret, compared in constant time. Without a secret nothing is accepted.
 */
export function signatureMatches(
  secret: string | undefined,
  rawBody: Uint8Array,
  header: string | undefined,
): boolean {
  if (!secret || !header) return false;
  const hex = SIGNATURE.exec(header.trim())?.[1];
  if (!hex) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A message as stored: the number in the form the app keeps (10 digits for India). */
export interface ReceivedMessage {
  id: string;
  waMessageId: string;
  phone: string;
  /** The active patient whose number this is, if any. */
  patientId: string | null;
  kind: 'text' | 'button' | 'other';
  text: string | null;
  payload: string | null;
  sentAt: Date;
}

const INDIAN_WA_ID = new RegExp(`^${PHONE_PREFIX.replace('+', '')}(\\d{10})$`);

function received(message: InboundMessage): Omit<ReceivedMessage, 'id' | 'patientId'> {
  const base = {
    waMessageId: message.id,
    phone: INDIAN_WA_ID.exec(message.from)?.[1] ?? message.from,
    sentAt: new Date(Number(message.timestamp) * 1000),
  };
  if (v.is(TextMessageSchema, message)) {
    return { ...base, kind: 'text', text: message.text.body, payload: null };
  }
  if (v.is(ButtonMessageSchema, message)) {
    const { payload, text } = message.button;
    return { ...base, kind: 'button', text: text ?? null, payload };
  }
  if (v.is(InteractiveReplySchema, message)) {
    const { id, title } = message.interactive.button_reply;
    return { ...base, kind: 'button', text: title ?? null, payload: id };
  }
  return { ...base, kind: 'other', text: null, payload: null };
}

/** Stores a message unless an earlier delivery did; answers it only when this call stored it. */
async function storeMessage(db: Db, message: InboundMessage): Promise<ReceivedMessage | null> {
  const fields = received(message);
  const values = { ...fields, patientId: await patientIdOf(db, fields.phone) };
  const [row] = await db
    .insert(whatsappInbound)
    .values(values)
    .onConflictDoNothing({ target: whatsappInbound.waMessageId })
    .returning({ id: whatsappInbound.id });
  return row ? { ...values, id: row.id } : null;
}

/** The active patient with this number (a disabled account's messages are kept unlinked). */
async function patientIdOf(db: Db, phone: string): Promise<string | null> {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'patient'), isNull(users.disabledAt)))
    .limit(1);
  return patient?.id ?? null;
}

const STATUS_ORDER = sql.raw(`array[${WHATSAPP_STATUSES.map((s) => `'${s}'`).join(',')}]`);

/**
 * Moves the outbox row with this wamid forward: queued < sent < delivered < read, and `failed`
 * after any of them. A status older than the row's (delivered after read) changes nothing.
 */
async function applyStatus(db: Db, status: MessageStatus): Promise<void> {
  const at = new Date(Number(status.timestamp) * 1000).toISOString();
  const error = status.status === 'failed' ? status.errors?.[0] : undefined;
  const errorColumns =
    status.status === 'failed'
      ? sql`, error_code = ${error?.code ?? null}, error_title = ${error?.title ?? null}`
      : sql``;
  await db.execute(
    sql`update whatsapp_outbox set status = ${status.status}, status_at = ${at} ${errorColumns}
        where wamid = ${status.id}
          and array_position(${STATUS_ORDER}, status) < array_position(${STATUS_ORDER}, ${status.status}::text)`,
  );
}

/** The valid items of a list; a malformed one is skipped, never the whole delivery. */
function validItems<T extends v.GenericSchema>(schema: T, items: unknown[] | undefined) {
  return (items ?? []).flatMap((item) => {
    const result = v.safeParse(schema, item);
    return result.success ? [result.output as v.InferOutput<T>] : [];
  });
}

export interface DeliveryContext {
  /** The public origin links in replies point to. */
  origin: string;
}

type WebhookDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'logger' | 'whatsapp'>;

/** Applies one delivery's statuses and messages; parts not of Meta's shape are ignored. */
async function applyDelivery(
  deps: WebhookDeps,
  rawBody: string,
  context: DeliveryContext,
): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return deps.logger.warn('whatsapp webhook: body is not JSON');
  }
  const delivery = v.safeParse(WebhookDeliverySchema, json);
  if (!delivery.success) return deps.logger.warn('whatsapp webhook: not a WhatsApp delivery');
  for (const entry of delivery.output.entry) {
    for (const change of entry.changes) {
      const value = v.safeParse(WebhookValueSchema, change.value);
      if (!value.success) continue;
      for (const status of validItems(MessageStatusSchema, value.output.statuses)) {
        await applyStatus(deps.db, status);
      }
      for (const message of validItems(InboundMessageSchema, value.output.messages)) {
        const stored = await storeMessage(deps.db, message);
        if (stored) await actOnMessage(deps, stored, context);
      }
    }
  }
}

const pending = new WeakMap<Db, Set<Promise<void>>>();

/** Applies a delivery after the answer; a failure is logged (Meta has its 200 already). */
export function applyInBackground(deps: WebhookDeps, rawBody: string, context: DeliveryContext) {
  const running = pending.get(deps.db) ?? new Set<Promise<void>>();
  pending.set(deps.db, running);
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => applyDelivery(deps, rawBody, context))
    .catch((error: unknown) => {
      deps.logger.error('whatsapp webhook: delivery not applied', { error: String(error) });
    })
    .finally(() => running.delete(work));
  running.add(work);
}

/** Resolves once every delivery taken by this database's webhook has been applied. */
export async function webhookIdle(db: Db): Promise<void> {
  const running = pending.get(db);
  while (running && running.size > 0) await Promise.all(running);
}
