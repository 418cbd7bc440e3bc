/**
 * The real application, in-process, on a fresh real database, with a settable clock and a
 * WhatsApp sender that records what it would send.
 */
import type { Agent } from 'node:https';
import { createApp } from '../../src/server/app';
import type { AppDeps, Clock } from '../../src/server/context';
import type { Database } from '../../src/server/db/database';
import { readEnv, type Env } from '../../src/server/env';
import { createFileStore } from '../../src/server/services/file-store';
import { silentLogger, type Logger } from '../../src/server/lib/logger';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import type {
  OutgoingMessage,
  SendOutcome,
  TemplateMessage,
  WhatsAppSender,
} from '../../src/server/services/whatsapp';
import { renderTemplate } from '../../src/server/services/whatsapp-templates';
import { outboxWorker } from '../../src/server/services/whatsapp-outbox';
import { webhookIdle } from '../../src/server/services/whatsapp-webhook';
import { startFakePushService } from './fake-push-service';
import { createTestDatabase } from './test-db';

export interface MutableClock extends Clock {
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function mutableClock(start: Date | string = new Date()): MutableClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A message the recording sender took: the text as the recipient would read it, and the
 * template's fields when it was one (free text has `body` instead).
 */
export type SentMessage = Partial<TemplateMessage> & {
  to: string;
  phone: string;
  text: string;
  body?: string;
};

function recordingSender(): WhatsAppSender & { messages: SentMessage[]; fail: boolean } {
  // Counted apart from `messages`, which tests empty: a wamid is unique for good.
  let sent = 0;
  const sender = {
    kind: 'console' as const,
    messages: [] as SentMessage[],
    /** While set, every send is answered as the Cloud API's 500 would be: worth retrying. */
    fail: false,
    async send(message: OutgoingMessage): Promise<SendOutcome> {
      if (sender.fail) return { ok: false, retry: true, code: 131000, title: 'WhatsApp is down' };
      const text =
        'body' in message
          ? message.body
          : renderTemplate(message.template, message.language, message.parameters);
      sender.messages.push({ ...message, phone: message.to, text });
      return { ok: true, wamid: `wamid.test.${++sent}` };
    },
  };
  return sender;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The caller's address, as a socket would give it. */
  ip?: string;
}

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  raw: Response;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: {
    now?: Date | string;
    env?: Record<string, string>;
    logger?: Logger;
    /** A real sender (e.g. the Cloud API one) instead of the recording one. */
    whatsapp?: WhatsAppSender;
    /** Trusts a local fake push service (tests/support/fake-push-service.ts). */
    pushAgent?: Agent;
  } = {},
) {
  const database: Database = await createTestDatabase(options.logger);
  const clock = mutableClock(options.now);
  const whatsapp = recordingSender();
  const env: Env = readEnv({ SEED_DEMO: '0', LOG_LEVEL: 'silent', ...options.env });
  const deps: AppDeps = {
    db: database.db,
    env,
    clock,
    logger: options.logger ?? silentLogger,
    whatsapp: options.whatsapp ?? whatsapp,
    pushAgent: options.pushAgent,
    files: createFileStore({ env, db: database.db, logger: options.logger ?? silentLogger }),
  };
  const app = createApp(deps);

  async function request<T = any>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers = new Headers(opts.headers);
    if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`);
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    }
    const bindings = {
      incoming: { socket: { remoteAddress: opts.ip ?? '127.0.0.1', remoteFamily: 'IPv4' } },
    };
    // Serialise the body as a real client would, with its Content-Length.
    if (body instanceof FormData) {
      const probe = new Request('http://x', { method: 'POST', body });
      headers.set('Content-Type', probe.headers.get('Content-Type')!);
      body = await probe.arrayBuffer();
      headers.set('Content-Length', String(body.byteLength));
    } else if (body !== undefined) {
      const bytes = await new Request('http://x', { method: 'POST', body }).arrayBuffer();
      body = bytes;
      headers.set('Content-Length', String(bytes.byteLength));
    }
    const raw = await app.request(path, { method, headers, body }, bindings);
    // Webhook deliveries are applied, and WhatsApp messages leave through the outbox, after the
    // answer: wait for them, so a test reads what was done as soon as the call returns.
    await webhookIdle(deps.db);
    await outboxWorker(deps).idle();
    const text = await raw.clone().text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: raw.status, body: parsed as T, headers: raw.headers, raw };
  }

  return {
    app,
    deps,
    db: database.db,
    database,
    clock,
    whatsapp,
    env,
    request,
    close: async () => {
      deps.files.close();
      await database.close();
    },
  };
}

/** A test app with a signed-in admin and patient: their bearer tokens, for access checks. */
export async function createTestAppWithTokens() {
  const app = await createTestApp();
  return {
    app,
    admin: await tokenFor(app.db, await insertAdmin(app.db)),
    patient: await tokenFor(app.db, await insertPatient(app.db)),
  };
}

/**
 * A test app whose pushes go to a fresh local fake push service, allowed and trusted beside
 * `otherPushHosts`; closing the app stops the service too.
 */
export async function createTestAppWithPush(
  options: { now?: Date | string; otherPushHosts?: string[]; whatsapp?: WhatsAppSender } = {},
) {
  const push = await startFakePushService();
  const allowedHosts = [...(options.otherPushHosts ?? []), push.allowedHost];
  const app = await createTestApp({
    now: options.now,
    env: { PUSH_ALLOWED_HOSTS: allowedHosts.join(', ') },
    pushAgent: push.agent,
    whatsapp: options.whatsapp,
  });
  const close = async () => {
    await app.close();
    await push.close();
  };
  return { app: { ...app, close }, push };
}

/**
 * A source of distinct caller addresses in 10.<block>.x.y, so that per-IP rate limits only
 * bite where a test means them to. Give each test file its own block.
 */
export function ipSequence(block: number): () => string {
  let n = 0;
  return () => {
    n++;
    return `10.${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}
