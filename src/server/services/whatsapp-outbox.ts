/**
 * Every WhatsApp login code leaves through this outbox. The request only stores the message
 * (the same statements whether or not the number is a patient's) and answers; a worker sends it
 * right after, and a periodic sweep sends what a restart left behind. Rows are claimed with a
 * lease, so of several instances only one sends a message, and another takes it over only once
 * the lease has run out. The body is encrypted (AES-256-GCM, key in app_settings, the row's id
 * as associated data), a row is deleted once sent, and dropped once its code has expired.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { queryRows, type Db } from '../db/database';
import { whatsappOutbox } from '../db/schema';
import { appSecret } from '../lib/app-secret';
import type { Language } from '../../shared/languages';
import { codeRecipient, codeText } from './otp';
import { countDailySend } from './otp-limits';

const OUTBOX_KEY_SETTING = 'whatsapp-outbox-key';
const LEASE_SECONDS = 30;
const BATCH = 20;
const MAX_ATTEMPTS = 5;
const SWEEP_SECONDS = 10;

/**
 * `onlyToPatient`: a login code, sent only when the number is an active patient's. A login
 * `code` is worded when sent, in the patient's language, else the `language` of the request
 * that asked for it; `text` is its English wording.
 */
export interface Payload {
  text: string;
  onlyToPatient: boolean;
  code?: string;
  language?: Language;
}

type OutboxDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'logger' | 'whatsapp'>;

/** The stored form of a message: AES-256-GCM, bound to its row's id. */
export async function sealMessage(db: Db, id: string, payload: Payload): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await appSecret(db, OUTBOX_KEY_SETTING), iv);
  cipher.setAAD(Buffer.from(id));
  const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

async function open(db: Db, id: string, sealed: string): Promise<Payload> {
  const bytes = Buffer.from(sealed, 'base64');
  const key = await appSecret(db, OUTBOX_KEY_SETTING);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(id));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as Payload;
}

/** Stores a message for `phone` until `expiresAt`, and wakes the worker. */
export async function queueWhatsApp(
  deps: OutboxDeps,
  message: Payload & { to: string; expiresAt: Date },
): Promise<void> {
  const id = randomUUID();
  const now = deps.clock.now();
  const { text, onlyToPatient, code, language } = message;
  await deps.db.insert(whatsappOutbox).values({
    id,
    to: message.to,
    body: await sealMessage(deps.db, id, { text, onlyToPatient, code, language }),
    leaseUntil: now,
    createdAt: now,
    expiresAt: message.expiresAt,
  });
  outboxWorker(deps).kick();
}

interface Claimed {
  id: string;
  to: string;
  body: string;
  attempts: number;
}

async function sendOne(deps: OutboxDeps, row: Claimed, now: Date): Promise<void> {
  const { db, logger } = deps;
  const done = () => db.execute(sql`delete from whatsapp_outbox where id = ${row.id}`);
  let payload: Payload;
  try {
    payload = await open(db, row.id, row.body);
  } catch {
    logger.error('whatsapp message dropped: unreadable', { messageId: row.id });
    return void (await done());
  }
  const patient = payload.onlyToPatient ? await codeRecipient(deps, row.to) : undefined;
  if (payload.onlyToPatient && !patient) {
    logger.info('otp not sent: no patient with this number');
    return void (await done());
  }
  if (!(await countDailySend(db, now))) {
    logger.warn('whatsapp message dropped: daily cap reached', { userId: patient?.id ?? null });
    return void (await done());
  }
  try {
    const text = payload.code
      ? codeText(payload.code, patient?.language ?? payload.language)
      : payload.text;
    await deps.whatsapp.send(row.to, text);
  } catch (error) {
    // The sender's error carries a status at most, never the message text.
    const reason = error instanceof Error ? error.message : String(error);
    const last = row.attempts >= MAX_ATTEMPTS;
    logger.error('otp send failed', { userId: patient?.id ?? null, error: reason, last });
    if (last) return void (await done());
    const retryAt = new Date(now.getTime() + 5_000 * 2 ** (row.attempts - 1));
    await db.execute(
      sql`update whatsapp_outbox set lease_until = ${retryAt.toISOString()} where id = ${row.id}`,
    );
    return;
  }
  await done();
  logger.info(payload.onlyToPatient ? 'otp sent' : 'whatsapp sent', {
    userId: patient?.id ?? null,
    sender: deps.whatsapp.kind,
  });
}

/** One pass: drops expired messages, then claims and sends those due. */
export async function drainOutbox(deps: OutboxDeps): Promise<void> {
  const now = deps.clock.now();
  const at = now.toISOString();
  await deps.db.execute(sql`delete from whatsapp_outbox where expires_at <= ${at}`);
  const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`update whatsapp_outbox set lease_until = ${leaseUntil}, attempts = attempts + 1
        where id in (select id from whatsapp_outbox where lease_until <= ${at}
                     order by created_at limit ${BATCH} for update skip locked)
          and lease_until <= ${at}
        returning id, "to", body, attempts`,
  );
  for (const row of claimed) await sendOne(deps, row, now);
}

class OutboxWorker {
  private pass: Promise<void> | null = null;
  private again = false;

  constructor(private readonly deps: OutboxDeps) {}

  /** Runs a pass soon (after the current request has answered), or once more if one runs. */
  kick(): void {
    this.again = true;
    if (!this.pass) this.pass = this.run();
  }

  private async run(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    while (this.again) {
      this.again = false;
      try {
        await drainOutbox(this.deps);
      } catch (error) {
        this.deps.logger.warn('whatsapp outbox pass failed', { error: String(error) });
      }
    }
    this.pass = null;
  }

  /** Resolves once no pass is running or due. */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }
}

const workers = new WeakMap<Db, OutboxWorker>();

/** The one worker of a database in this process. */
export function outboxWorker(deps: OutboxDeps): OutboxWorker {
  let worker = workers.get(deps.db);
  if (!worker) workers.set(deps.db, (worker = new OutboxWorker(deps)));
  return worker;
}

/** Sends what an earlier run left, then sweeps every few seconds; returns the stop. */
export function startWhatsAppOutbox(deps: OutboxDeps): () => Promise<void> {
  const worker = outboxWorker(deps);
  worker.kick();
  const timer = setInterval(() => worker.kick(), SWEEP_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await worker.idle();
  };
}
