import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/database';
import { files, otpCodes, rateLimits, sessions } from '../../src/server/db/schema';
import { RETIRED_FILE_KEEP_SECONDS } from '../../src/shared/constants';
import { countHit } from '../../src/server/lib/rate-limit';
import { insertFile, newFile, retireFile } from '../../src/server/services/files';
import { sweepExpired, vacuumEmbedded } from '../../src/server/services/maintenance';
import { insertPatient, tokenFor } from '../factories/users';
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
