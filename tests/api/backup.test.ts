/**
 * `npm run backup` / `npm run restore` for the embedded database: a server's data, with an
 * uploaded file, restored into a fresh data directory holds every row and every file byte.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../src/server/db/database';
import { minimalPdf } from '../e2e/support/minimal-pdf';
import { startServer } from '../support/server-process';

const root = mkdtempSync(join(tmpdir(), 'tapalign-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function npmRun(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn('npx', ['tsx', `src/server/cli/${script}.ts`, ...args], { env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Every row of every table, in a stable order. */
async function everything(dataDir: string) {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite'), migrate: false });
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const content: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      database.db,
      sql`select t::text as row from ${sql.identifier(name)} t`,
    );
    content[name] = rows.map(({ row }) => row).sort();
  }
  await database.close();
  return content;
}

describe('backup and restore of the embedded database', () => {
  it('restores every row and file into a fresh data directory, and refuses a non-empty one', async () => {
    const source = join(root, 'source');
    const server = startServer({
      DATA_DIR: source,
      SEED_DEMO: '1',
      CLIENT_DIR: join(root, 'none'),
    });
    const base = `http://127.0.0.1:${await server.ready}`;
    const { jobs } = (await (await fetch(`${base}/api/jobs`)).json()) as {
      jobs: { _id: string }[];
    };
    const pdf = minimalPdf('Backed Up');
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        name: 'Backed Up',
        email: 'backup@example.com',
        phone: '9876543210',
        job: jobs[0]!._id,
        about: '',
      }),
    );
    form.set('resume', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    expect((await fetch(`${base}/api/apply-jobs`, { method: 'POST', body: form })).status).toBe(
      201,
    );

    // A running server holds the data directory: the backup says so instead of copying it.
    const busy = await npmRun('backup', [join(root, 'busy.tar.gz')], source);
    expect(busy.code).not.toBe(0);
    expect(busy.output).toMatch(/in use by another process/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const file = join(root, 'backups', 'tapalign.tar.gz');
    const backup = await npmRun('backup', [file], source);
    expect(backup.output).toMatch(/Backed up/);
    expect(backup.code).toBe(0);

    const target = join(root, 'target');
    const restore = await npmRun('restore', [file], target);
    expect(restore.output).toMatch(/Restored/);
    expect(restore.code).toBe(0);

    const [before, after] = [await everything(source), await everything(target)];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    expect(after.files!.length).toBeGreaterThan(0);
    expect(after.users!.length).toBeGreaterThan(1);
    expect(after.job_applications!.some((row) => row.includes('backup@example.com'))).toBe(true);
    const restored = await openDatabase({ dataDir: join(target, 'pglite'), migrate: false });
    const [stored] = await queryRows<{ data: Uint8Array }>(
      restored.db,
      sql`select f.data from files f join job_applications a on a.resume_file_id = f.id where a.email = 'backup@example.com'`,
    );
    await restored.close();
    expect(Buffer.compare(Buffer.from(stored!.data), pdf)).toBe(0);

    // A second restore into the now non-empty directory is refused without --force.
    const again = await npmRun('restore', [file], target);
    expect(again.code).not.toBe(0);
    expect(again.output).toMatch(/already holds a database.*--force/);
    const forced = await npmRun('restore', [file, '--force'], target);
    expect(forced.code).toBe(0);
    expect(await everything(target)).toEqual(before);
  }, 180_000);

  it('says what is wrong for a missing backup file or an empty data directory', async () => {
    const missing = await npmRun('restore', [join(root, 'nope.tar.gz')], join(root, 'x'));
    expect(missing.code).not.toBe(0);
    expect(missing.output).toMatch(/no backup file/);
    const emptyDir = join(root, 'empty');
    mkdirSync(emptyDir, { recursive: true });
    writeFileSync(join(emptyDir, 'note.txt'), '');
    const nothing = await npmRun('backup', [join(root, 'n.tar.gz')], emptyDir);
    expect(nothing.code).not.toBe(0);
    expect(nothing.output).toMatch(/no database/);
  }, 60_000);
});
