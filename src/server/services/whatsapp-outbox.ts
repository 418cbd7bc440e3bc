/**
 * Every WhatsApp message leaves through this outbox (docs/design.md "WhatsApp"). Whoever wants
 * one sent stores a row and answers; a worker sends it right after, and a periodic sweep sends
 * what a restart or another instance left behind. Rows are claimed with a lease, so of several
 * instances only one sends a message, and another takes it over only once the lease has run out.
 * 429, 5xx and no answer are tried again with backoff while the message is still useful; any
 * other refusal is final. A row is a template or free text (a reply inside the 24-hour window). A login code asked for a number that is no patient's is queued exactly
 * like a patient's (the request cannot tell them apart) and dropped here, unsent.
 * The parameters are encrypted (AES-256-GCM, key in app_settings, the row's id as associated
 * data), and a code's are wiped once it is sent or has failed. No code is ever logged.
 */
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { WhatsAppTemplateName } from '../../shared/whatsapp';
import type { AppDeps } from '../context';
import { queryRows, type Db } from '../db/database';
import { whatsappOutbox } from '../db/schema';
import { appSecret } from '../lib/app-secret';
import { SendPacer } from '../lib/send-pacer';
import { codeRecipient } from './otp';
import { countDailySend } from './otp-limits';
import type { SendOutcome } from './whatsapp';

const OUTBOX_KEY_SETTING = 'whatsapp-outbox-key';
const LEASE_SECONDS = 30;
const BATCH = 20;
const SWEEP_SECONDS = 10;

/**
 * The share of the rate the pacer aims at. The Cloud API counts requests as they arrive, and
 * requests let go 1/rate apart can arrive closer (a busy network or machine holds some back, then
 * delivers them together): the sender keeps a tenth in hand, so arrivals held back by up to
 * 100 ms in a second still stay within the rate (docs/benchmarks.md, "WhatsApp reminders").
 */
const RATE_HEADROOM = 0.9;
/** The first retry 2 s on (within the 5 s the contract asks), doubling up to a minute. */
const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 60_000;

export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

type OutboxDeps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'logger' | 'whatsapp'>;

/** The stored form of a message's parameters: AES-256-GCM, bound to its row's id. */
export async function sealParameters(db: Db, id: string, parameters: string[]): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await appSecret(db, OUTBOX_KEY_SETTING), iv);
  cipher.setAAD(Buffer.from(id));
  const body = Buffer.concat([cipher.update(JSON.stringify(parameters)), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** A row's parameters as they were queued; throws when they cannot be read. */
export async function openParameters(db: Db, id: string, sealed: string): Promise<string[]> {
  const bytes = Buffer.from(sealed, 'base64');
  const key = await appSecret(db, OUTBOX_KEY_SETTING);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(id));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as string[];
}

export interface WhatsAppMessage {
  to: string;
  template: WhatsAppTemplateName;
  /** The recipient's language; for a code, the asker's, used when the patient has none. */
  language: Language;
  parameters: string[];
  /** After this the message is no longer worth sending. */
  expiresAt: Date;
  patientId?: string | null;
  /** A login code: sent only if the number is an active patient's when it is sent. */
  onlyToPatient?: boolean;
}

/** Free text, which reaches the number only inside its 24-hour window (docs/design.md). */
export interface WhatsAppText {
  to: string;
  body: string;
  /** The language the text is written in. */
  language: Language;
  expiresAt: Date;
  patientId?: string | null;
  /** The staff member who wrote it; none for TapAlign's own answers. */
  sentBy?: string | null;
}

/** Stores free-text messages to send, and wakes the worker. Answers the rows' ids. */
export async function queueWhatsAppText(
  deps: OutboxDeps,
  ...messages: WhatsAppText[]
): Promise<string[]> {
  if (messages.length === 0) return [];
  const now = deps.clock.now();
  const rows = messages.map((message) => ({
    ...message,
    id: randomUUID(),
    patientId: message.patientId ?? null,
    sentBy: message.sentBy ?? null,
    nextAttemptAt: now,
    createdAt: now,
  }));
  await deps.db.insert(whatsappOutbox).values(rows);
  outboxWorker(deps).kick();
  return rows.map((row) => row.id);
}

/** Stores messages to send, and wakes the worker; they leave after the caller has answered. */
export async function queueWhatsApp(deps: OutboxDeps, ...messages: WhatsAppMessage[]) {
  if (messages.length === 0) return;
  const now = deps.clock.now();
  const rows = await Promise.all(
    messages.map(async (message) => {
      const id = randomUUID();
      return {
        ...message,
        id,
        parameters: await sealParameters(deps.db, id, message.parameters),
        patientId: message.patientId ?? null,
        onlyToPatient: message.onlyToPatient ?? false,
        nextAttemptAt: now,
        createdAt: now,
      };
    }),
  );
  await deps.db.insert(whatsappOutbox).values(rows);
  outboxWorker(deps).kick();
}

/** Who a reminder is for: its patient, the event, and the patient or a guardian who gets it. */
interface ReminderClaim {
  patientId: string;
  /** `switch:<k>`, `break:<out at>` or `review:<check-in id>`. */
  event: string;
  recipientId: string;
}

/**
 * Claims a reminder for WhatsApp and stores its message in one statement: of any number of
 * instances (and runs) only the first stores it; the outbox then sends it once. Answers
 * whether this call stored it. The worker is woken by the caller, once for many.
 */
export async function queueWhatsAppReminder(
  deps: OutboxDeps,
  claim: ReminderClaim,
  message: WhatsAppMessage,
): Promise<boolean> {
  const id = randomUUID();
  const parameters = await sealParameters(deps.db, id, message.parameters);
  const now = deps.clock.now().toISOString();
  const stored = await queryRows<{ id: string }>(
    deps.db,
    sql`with claimed as (
          insert into whatsapp_reminders (patient_id, event, recipient_id, outbox_id, claimed_at)
          values (${claim.patientId}, ${claim.event}, ${claim.recipientId}, ${id}, ${now})
          on conflict do nothing
          returning outbox_id
        )
        insert into whatsapp_outbox (id, "to", template, language, parameters, patient_id,
                                     next_attempt_at, created_at, expires_at)
        select outbox_id, ${message.to}, ${message.template}, ${message.language}, ${parameters},
               ${message.patientId ?? null}, ${now}, ${now}, ${message.expiresAt.toISOString()}
        from claimed
        returning id`,
  );
  return stored.length > 0;
}

interface Claimed {
  id: string;
  to: string;
  /** Null for free text, which has `body`. */
  template: WhatsAppTemplateName | null;
  language: Language;
  parameters: string | null;
  body: string | null;
  only_to_patient: boolean;
  patient_id: string | null;
  attempts: number;
}

/** Updates a claimed row, unless its lease ran out and another instance has claimed it since. */
function settle(db: Db, row: Claimed, changes: ReturnType<typeof sql>) {
  return db.execute(
    sql`update whatsapp_outbox set ${changes}
        where id = ${row.id} and attempts = ${row.attempts} and status = 'queued'`,
  );
}

/** A code's parameters are wiped once it is sent or failed; other messages keep theirs. */
const wipe = (row: Claimed) =>
  row.template === 'tapalign_code' ? sql`, parameters = null` : sql``;

async function recipient(deps: OutboxDeps, row: Claimed) {
  if (!row.only_to_patient) return { language: row.language, patientId: row.patient_id };
  const patient = await codeRecipient(deps, row.to);
  if (!patient) return undefined;
  return { language: patient.language ?? row.language, patientId: patient.id };
}

/** Sends one claimed row; answers when it should be tried again, if it should. */
async function sendOne(deps: OutboxDeps, row: Claimed, now: Date): Promise<Date | undefined> {
  const { db, logger } = deps;
  const at = now.toISOString();
  const fail = (code: number | null, title: string) =>
    settle(
      db,
      row,
      sql`status = 'failed', error_code = ${code}, error_title = ${title}, status_at = ${at} ${wipe(row)}`,
    );
  if (row.template === null) return sendText(deps, row, now, fail);
  let parameters: string[];
  try {
    parameters = await openParameters(db, row.id, row.parameters ?? '');
  } catch {
    logger.error('whatsapp message failed: unreadable', { messageId: row.id });
    return void (await fail(null, 'Unreadable'));
  }
  const to = await recipient(deps, row);
  if (!to) {
    logger.info('otp not sent: no patient with this number');
    return void (await db.execute(sql`delete from whatsapp_outbox where id = ${row.id}`));
  }
  if (row.template === 'tapalign_code' && !(await countDailySend(db, now))) {
    logger.warn('otp not sent: daily cap reached', { userId: to.patientId });
    return void (await fail(null, 'Daily cap of codes reached'));
  }
  await outboxWorker(deps).pacer.take();
  const outcome = await deps.whatsapp.send({
    to: row.to,
    template: row.template,
    ...to,
    parameters,
  });
  const who = sql`language = ${to.language}, patient_id = ${to.patientId}`;
  if (outcome.ok) {
    await settle(
      db,
      row,
      sql`status = 'sent', wamid = ${outcome.wamid}, status_at = ${at}, ${who} ${wipe(row)}`,
    );
    logger.info(row.template === 'tapalign_code' ? 'otp sent' : 'whatsapp sent', {
      userId: to.patientId,
      template: row.template,
      sender: deps.whatsapp.kind,
    });
    return;
  }
  return failed(deps, row, outcome, now, fail);
}

/** Sends a claimed free-text row; outside the window the Cloud API refuses it for good (131047). */
async function sendText(
  deps: OutboxDeps,
  row: Claimed,
  now: Date,
  fail: (code: number | null, title: string) => Promise<unknown>,
): Promise<Date | undefined> {
  await outboxWorker(deps).pacer.take();
  const outcome = await deps.whatsapp.send({ to: row.to, body: row.body ?? '' });
  if (!outcome.ok) return failed(deps, row, outcome, now, fail);
  const at = now.toISOString();
  await settle(deps.db, row, sql`status = 'sent', wamid = ${outcome.wamid}, status_at = ${at}`);
  deps.logger.info('whatsapp sent', { userId: row.patient_id, sender: deps.whatsapp.kind });
}

async function failed(
  deps: OutboxDeps,
  row: Claimed,
  outcome: Extract<SendOutcome, { ok: false }>,
  now: Date,
  fail: (code: number | null, title: string) => Promise<unknown>,
): Promise<Date | undefined> {
  const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts));
  const [useful] = await queryRows<{ useful: boolean }>(
    deps.db,
    sql`select expires_at > ${retryAt.toISOString()} as useful from whatsapp_outbox where id = ${row.id}`,
  );
  const retry = outcome.retry && useful?.useful === true;
  deps.logger.warn('whatsapp message not sent', {
    messageId: row.id,
    template: row.template,
    code: outcome.code,
    retry,
  });
  if (!retry) return void (await fail(outcome.code, outcome.title));
  await settle(
    deps.db,
    row,
    sql`next_attempt_at = ${retryAt.toISOString()}, error_code = ${outcome.code},
        error_title = ${outcome.title}`,
  );
  return retryAt;
}

/** Marks queued messages no longer worth sending as failed, their parameters wiped. */
async function expireStale(db: Db, at: string): Promise<void> {
  await db.execute(
    sql`update whatsapp_outbox set status = 'failed', error_code = null,
          error_title = 'Expired before it could be sent', parameters = null, status_at = ${at}
        where status = 'queued' and expires_at <= ${at}`,
  );
}

/** One pass: expires stale messages, then claims and sends those due; answers the next retry. */
export async function drainOutbox(deps: OutboxDeps): Promise<Date | undefined> {
  const now = deps.clock.now();
  const at = now.toISOString();
  await expireStale(deps.db, at);
  const leaseUntil = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const claimed = await queryRows<Claimed>(
    deps.db,
    sql`update whatsapp_outbox set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
        where id in (select id from whatsapp_outbox
                     where status = 'queued' and next_attempt_at <= ${at}
                     order by created_at limit ${BATCH} for update skip locked)
          and status = 'queued' and next_attempt_at <= ${at}
        returning id, "to", template, language, parameters, body, only_to_patient, patient_id,
                  attempts`,
  );
  // The batch's sends run alongside each other, each request leaving in its turn of the pacer
  // (right before it, so its own reads do not shift it): the rate, not one message's round
  // trip, bounds how fast a batch leaves.
  const sends = claimed.map((row) => sendOne(deps, row, now));
  let nextRetry: Date | undefined;
  for (const retryAt of await Promise.all(sends)) {
    if (retryAt && (!nextRetry || retryAt < nextRetry)) nextRetry = retryAt;
  }
  // A full batch: more may be due at once.
  if (claimed.length === BATCH) return now;
  return nextRetry;
}

class OutboxWorker {
  private pass: Promise<void> | null = null;
  private again = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Set by `startWhatsAppOutbox`: in-process tests drive retries themselves. */
  wakesForRetries = false;
  /**
   * This instance's share of WHATSAPP_RATE_PER_SECOND, kept across passes (docs/security.md
   * "WhatsApp rate"): the instances together never send faster than the rate.
   */
  readonly pacer: SendPacer;

  constructor(private readonly deps: OutboxDeps) {
    const { WHATSAPP_RATE_PER_SECOND: rate, WHATSAPP_INSTANCES: instances } = deps.env;
    this.pacer = new SendPacer((rate * RATE_HEADROOM) / instances);
  }

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
        const retryAt = await drainOutbox(this.deps);
        if (retryAt && this.wakesForRetries) this.wakeAt(retryAt);
      } catch (error) {
        this.deps.logger.warn('whatsapp outbox pass failed', { error: String(error) });
      }
    }
    this.pass = null;
  }

  /** A retry is due before the next sweep: wake for it (on the real clock). */
  private wakeAt(retryAt: Date): void {
    const delay = Math.max(0, retryAt.getTime() - this.deps.clock.now().getTime());
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.kick(), delay);
    this.retryTimer.unref();
  }

  /** Resolves once no pass is running or due; a scheduled retry is left for its time. */
  async idle(): Promise<void> {
    while (this.pass) await this.pass;
  }

  stop(): void {
    this.wakesForRetries = false;
    clearTimeout(this.retryTimer);
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
  worker.wakesForRetries = true;
  worker.kick();
  const timer = setInterval(() => worker.kick(), SWEEP_SECONDS * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    worker.stop();
    await worker.idle();
  };
}
