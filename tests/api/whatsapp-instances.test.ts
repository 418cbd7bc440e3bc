/**
 * The WhatsApp outbox with two app instances on one PostgreSQL database (docs/design.md
 * "WhatsApp"): each row is sent once. PostgreSQL only (vitest.config.ts leaves it out on PGlite).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { whatsappOutbox, whatsappReminders } from '../../src/server/db/schema';
import {
  startCloudApiStandIn,
  type CloudApiStandIn,
} from '../../src/server/dev/cloud-api-stand-in';
import { readEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/lib/logger';
import { runReminderCheck } from '../../src/server/services/reminders';
import { createWhatsAppSender } from '../../src/server/services/whatsapp-config';
import {
  drainOutbox,
  outboxWorker,
  queueWhatsApp,
} from '../../src/server/services/whatsapp-outbox';
import { insertPatient } from '../factories/users';
import { createTestApp } from '../support/test-app';

const TOKEN = 'test-cloud-token-123';
const PHONE_NUMBER_ID = '1098765432';
let standIn: CloudApiStandIn;

beforeAll(async () => {
  standIn = await startCloudApiStandIn({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

async function cloudApp() {
  const logger = createLogger('warn', () => {});
  const env = readEnv({
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_API_BASE: standIn.apiBase,
  });
  return createTestApp({
    logger,
    whatsapp: createWhatsAppSender(env, logger),
    now: '2026-03-01T09:00:00Z',
  });
}

it('sends each change-day reminder once when two instances check at the same moment', async () => {
  const t = await cloudApp();
  const url = (t.database as { url?: string }).url!;
  const other = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    const second = { ...t.deps, db: other.db };
    // 14:30 at the clinic on 1 March: aligner 2 of those who started on 15 February starts today.
    const phones = Array.from({ length: 12 }, (_, i) => `96${String(i).padStart(8, '0')}`);
    for (const phone of phones) {
      await insertPatient(t.db, { startDate: '2026-02-15', phone, whatsappReminders: true });
    }
    for (let round = 0; round < 3; round++) {
      await Promise.all([runReminderCheck(t.deps), runReminderCheck(second)]);
    }
    await Promise.all([outboxWorker(t.deps).idle(), outboxWorker(second).idle()]);
    const sent = standIn.requests
      .map((r) => r.body as { to: string; template: { name: string } })
      .filter((body) => body.template?.name === 'tapalign_switch');
    expect(sent.map((body) => body.to).sort()).toEqual(phones.map((phone) => `91${phone}`));
    expect(await t.db.select().from(whatsappReminders)).toHaveLength(phones.length);
  } finally {
    await other.close();
    await t.close();
  }
});

it('sends each row once with two instances on one PostgreSQL database', async () => {
  const t = await cloudApp();
  const url = (t.database as { url?: string }).url!;
  const other = await openDatabase({ databaseUrl: url, migrate: false });
  try {
    const second = { ...t.deps, db: other.db };
    const phones = Array.from({ length: 30 }, (_, i) => `98${String(i).padStart(8, '0')}`);
    const expiresAt = new Date(t.clock.now().getTime() + 3_600_000);
    // Queued on the second instance (which starts its own pass), drained by both at once.
    await queueWhatsApp(
      second,
      ...phones.map((to, i) => ({
        to,
        template: i % 2 ? ('tapalign_review' as const) : ('tapalign_break' as const),
        language: 'hi' as const,
        parameters: i % 2 ? [] : [String(60 + i)],
        expiresAt,
      })),
    );
    for (let pass = 0; pass < 3; pass++) {
      await Promise.all([
        drainOutbox(t.deps),
        drainOutbox(second),
        drainOutbox(t.deps),
        drainOutbox(second),
      ]);
    }
    await Promise.all([outboxWorker(t.deps).idle(), outboxWorker(second).idle()]);
    const to = standIn.requests.map((r) => (r.body as { to: string }).to);
    expect(to).toHaveLength(phones.length);
    expect(new Set(to).size).toBe(phones.length);
    const rows = await t.db.select().from(whatsappOutbox);
    expect(new Set(rows.map((row) => `${row.status} ${row.attempts}`))).toEqual(
      new Set(['sent 1']),
    );
  } finally {
    await other.close();
    await t.close();
  }
});
