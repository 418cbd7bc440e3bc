/**
 * `npm run reset-passkeys -- <email>` as an operator runs it: its own process on a stopped
 * server's embedded data directory. What the reset does to a sign-in: tests/api/passkeys.test.ts.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { auditEvents, passkeys } from '../../src/server/db/schema';
import { insertAdmin } from '../factories/users';

const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-reset-passkeys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function resetPasskeys(...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn('npx', ['tsx', 'src/server/cli/reset-passkeys.ts', ...args], { env });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const openData = () => openDatabase({ dataDir: join(dataDir, 'pglite') });

describe('npm run reset-passkeys', () => {
  it('removes every passkey of the account and records it; a bad address exits 2', async () => {
    const database = await openData();
    const admin = await insertAdmin(database.db);
    for (const credentialId of ['lost-phone', 'lost-laptop']) {
      await database.db.insert(passkeys).values({
        userId: admin.id,
        credentialId,
        publicKey: Buffer.from([1, 2, 3]),
        deviceType: 'multiDevice',
        backedUp: true,
        name: credentialId,
      });
    }
    await database.close();

    const run = await resetPasskeys(admin.email);
    expect(run).toMatchObject({ code: 0, stdout: `2 passkeys removed for ${admin.email}\n` });
    expect(await resetPasskeys('not-an-email')).toMatchObject({
      code: 2,
      stderr: 'Usage: npm run reset-passkeys -- <email>\n',
    });

    const after = await openData();
    try {
      expect(await after.db.select().from(passkeys).where(eq(passkeys.userId, admin.id))).toEqual(
        [],
      );
      const events = await after.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorId, admin.id));
      expect(events).toEqual([
        expect.objectContaining({
          action: 'passkey.reset',
          changes: { passkeys: { old: 2, new: 0 } },
        }),
      ]);
    } finally {
      await after.close();
    }
  }, 120_000);
});
