import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/database';
import {
  auditEvents,
  erasureRequests,
  files,
  otpCodes,
  rateLimits,
  sessions,
  webauthnChallenges,
  whatsappOutbox,
} from '../../src/server/db/schema';
import {
  ADMIN_IDLE_MINUTES,
  AUDIT_EVENT_KEEP_DAYS,
  CLOSED_ERASURE_REQUEST_KEEP_DAYS,
  RETIRED_FILE_KEEP_SECONDS,
  WHATSAPP_MESSAGE_KEEP_DAYS,
} from '../../src/shared/constants';
import { countHit } from '../../src/server/lib/rate-limit';
import { insertFile, newFile, retireFile } from '../../src/server/services/files';
import { sweepExpired, vacuumEmbedded } from '../../src/server/services/maintenance';
import { verifySession } from '../../src/server/services/sessions';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintenance sweep', () => {
  it('deletes expired rate-limit windows, sessions and codes, and keeps live ones', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const patient = await insertPatient(t.db);
    await countHit(t.db, 'old-window', 60, new Date(now.getTime() - 120_000));
    await countHit(t.db, 'live-window', 60, now);
    await tokenFor(t.db, patient, new Date(now.getTime() - 31 * 86_400_000));
    await tokenFor(t.db, patient, now);
    await t.db.insert(otpCodes).values([
      { phone: patient.phone!, codeHash: 'x', expiresAt: new Date(now.getTime() - 1000) },
      { phone: patient.phone!, codeHash: 'y', expiresAt: new Date(now.getTime() + 600_000) },
    ]);

    await sweepExpired(t.db, now);

    expect((await t.db.select().from(rateLimits)).map((r) => r.key)).toEqual(['live-window']);
    expect(await t.db.select().from(sessions)).toHaveLength(1);
    expect((await t.db.select().from(otpCodes)).map((r) => r.codeHash)).toEqual(['y']);
  });

  it(`deletes an admin's session idle over ${ADMIN_IDLE_MINUTES} minutes before its 12 hours are up`, async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const admin = await insertAdmin(t.db);
    const patient = await insertPatient(t.db);
    const idle = await tokenFor(t.db, admin, minutesAgo(ADMIN_IDLE_MINUTES + 1));
    const active = await tokenFor(t.db, admin, minutesAgo(ADMIN_IDLE_MINUTES - 1));
    // A patient's session has no idle limit: a day unused, it is still live.
    const patients = await tokenFor(t.db, patient, minutesAgo(24 * 60));
    const idOf = (token: string) => token.split('.')[0]!;

    await sweepExpired(t.db, now);

    const left = async (userId: string) =>
      (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)))
        .map((row) => row.id)
        .sort();
    expect(await left(admin.id)).toEqual([idOf(active)]);
    expect(await left(patient.id)).toEqual([idOf(patients)]);
    // The sweep deletes what sign-in refuses, and keeps what it accepts.
    expect(await verifySession(t.db, idle, now)).toBeNull();
    expect(await verifySession(t.db, active, now)).not.toBeNull();
  });

  it('deletes files retired more than RETIRED_FILE_KEEP_SECONDS ago, and keeps the rest', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const store = async (retiredSecondsAgo: number | null) => {
      const id = await insertFile(t.db, newFile('image', 'image/webp', new Uint8Array([1, 2, 3])));
      if (retiredSecondsAgo !== null) {
        await retireFile(t.db, id, new Date(now.getTime() - retiredSecondsAgo * 1000));
      }
      return id;
    };
    const inUse = await store(null);
    const lately = await store(RETIRED_FILE_KEEP_SECONDS - 60);
    const long = await store(RETIRED_FILE_KEEP_SECONDS + 60);

    await sweepExpired(t.db, now);

    const left = (await t.db.select({ id: files.id }).from(files)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([inUse, lately]));
    expect(left).not.toContain(long);
  });
});

describe('retention', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

  it(`keeps audit events ${AUDIT_EVENT_KEEP_DAYS} days`, async () => {
    const [old, kept] = ['retention-old', 'retention-kept'];
    await t.db.insert(auditEvents).values([
      { action: 'sign-in.code', actorName: old, at: daysAgo(AUDIT_EVENT_KEEP_DAYS + 1) },
      { action: 'sign-in.code', actorName: kept, at: daysAgo(AUDIT_EVENT_KEEP_DAYS - 1) },
    ]);
    await sweepExpired(t.db, now);
    const names = (await t.db.select().from(auditEvents)).map((row) => row.actorName);
    expect(names).toContain(kept);
    expect(names).not.toContain(old);
  });

  it(`keeps an erasure request until the patient is deleted, or ${CLOSED_ERASURE_REQUEST_KEEP_DAYS} days once closed`, async () => {
    const [open, closedLong, closedLately] = [
      await insertPatient(t.db),
      await insertPatient(t.db),
      await insertPatient(t.db),
    ];
    await t.db.insert(erasureRequests).values([
      { userId: open.id, createdAt: daysAgo(900) },
      { userId: closedLong.id, closedAt: daysAgo(CLOSED_ERASURE_REQUEST_KEEP_DAYS + 1) },
      { userId: closedLately.id, closedAt: daysAgo(CLOSED_ERASURE_REQUEST_KEEP_DAYS - 1) },
    ]);
    await sweepExpired(t.db, now);
    const left = (await t.db.select().from(erasureRequests)).map((row) => row.userId);
    expect(left).toEqual(expect.arrayContaining([open.id, closedLately.id]));
    expect(left).not.toContain(closedLong.id);
  });

  it('deletes WhatsApp messages past their keeping time and expired passkey challenges', async () => {
    const message = { template: 'tapalign_review', language: 'en', expiresAt: now } as const;
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await t.db.insert(whatsappOutbox).values([
      { ...message, to: '9000000001', createdAt: daysAgo(WHATSAPP_MESSAGE_KEEP_DAYS + 1) },
      { ...message, to: '9000000002', createdAt: daysAgo(WHATSAPP_MESSAGE_KEEP_DAYS - 1) },
    ]);
    await t.db.insert(webauthnChallenges).values([
      { challenge: 'expired', purpose: 'authentication', expiresAt: new Date(now.getTime() - 1) },
      { challenge: 'live', purpose: 'authentication', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await sweepExpired(t.db, now);
    expect((await t.db.select().from(whatsappOutbox)).map((row) => row.to)).toEqual(['9000000002']);
    expect((await t.db.select().from(webauthnChallenges)).map((row) => row.challenge)).toEqual([
      'live',
    ]);
  });
});

describe('the embedded database after the sweep', () => {
  it('is vacuumed and analysed, as autovacuum does on PostgreSQL', async () => {
    // PGlite whatever DATABASE_URL says: it is the database without autovacuum.
    const embedded = await openDatabase({ dataDir: 'memory://' });
    try {
      const patient = await insertPatient(embedded.db);
      await tokenFor(embedded.db, patient, new Date());
      const tables = () =>
        queryRows<{ relname: string; vacuumed: boolean; analysed: boolean; rows: number }>(
          embedded.db,
          sql`select s.relname, s.last_vacuum is not null as vacuumed,
                     s.last_analyze is not null as analysed, c.reltuples::int as rows
              from pg_stat_user_tables s join pg_class c on c.oid = s.relid
              where s.relname in ('users', 'sessions') order by s.relname`,
        );
      expect((await tables()).every((table) => !table.vacuumed && table.rows === -1)).toBe(true);

      await vacuumEmbedded(embedded);

      expect(await tables()).toEqual([
        { relname: 'sessions', vacuumed: true, analysed: true, rows: 1 },
        { relname: 'users', vacuumed: true, analysed: true, rows: 1 },
      ]);
    } finally {
      await embedded.close();
    }
  });
});
