/**
 * Bodies of very many tiny parts, sent to the real server process (docs/security.md 21b): each is
 * refused as soon as it passes its form's part count, and the server goes on answering others
 * meanwhile. PGlite by default, PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { insertPatient, tokenFor } from '../factories/users';
import { startServer, type ServerProcess } from '../support/server-process';
import { createTestDatabase } from '../support/test-db';
import { PGLITE_DUMP_PATH } from '../support/test-db-config';

/**
 * The health check may take this much longer while a flood is parsed than just before it. It
 * answers in milliseconds, but on two cores shared with other work one round trip in a few
 * can wait a second and more for the scheduler, flood or not; the server's own CPU time
 * (FLOOD_CPU_MAX_MS) is what shows that no parse held it. Before the fix it waited 5 s and more.
 */
const HEALTH_EXTRA_MAX_MS = 2000;
/** A flood must be answered within this long (before the fix: 6 s and more for 100,000 parts). */
const ANSWER_MAX_MS = 3000;
/**
 * The server's own CPU time for one flood, read from /proc: unlike the times above, it does not
 * grow when other processes share the machine's cores. Before the fix one flood of 100,000
 * parts took 7 s of it; refused at its fourth photo, the reading and discarding of the rest of
 * the 11 MB takes about 0.15 s.
 */
const FLOOD_CPU_MAX_MS = 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-parts-'));
let server: ServerProcess;
let port: number;
let token: string;
let database: (Database & { url?: string }) | undefined;

/** A migrated database with one patient on treatment, and a token for them. */
async function preparePatient(db: Database['db']) {
  const patient = await insertPatient(db, { startDate: '2026-01-01', aligners: 20, steps: 2 });
  token = await tokenFor(db, patient);
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    database = await createTestDatabase();
    await preparePatient(database.db);
  } else {
    mkdirSync(join(dataDir, 'pglite'));
    const dump = new Blob([readFileSync(PGLITE_DUMP_PATH)]);
    const pglite = await openDatabase({
      dataDir: join(dataDir, 'pglite'),
      loadDataDir: dump,
      migrate: false,
    });
    await preparePatient(pglite.db);
    await pglite.close();
  }
  server = startServer({
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
  });
  port = await server.ready;
  // The first requests load what the server loads lazily: they are not what is measured.
  await fetch(`http://127.0.0.1:${port}/api/health`);
  await post('/api/check-ins', floodBody({}, 10, { name: 'photos', file: true }), true);
}, 120_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BOUNDARY = 'tapalign-flood';

/** A multipart body: one `data` part, then `count` copies of `part` (a file or a text part). */
function floodBody(
  data: unknown,
  count: number,
  part: { name: string; file: boolean },
): Uint8Array<ArrayBuffer> {
  const disposition = part.file
    ? `form-data; name="${part.name}"; filename="a.jpg"\r\nContent-Type: image/jpeg`
    : `form-data; name="${part.name}"`;
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`;
  const one = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\nx\r\n`;
  return new TextEncoder().encode(head + one.repeat(count) + `--${BOUNDARY}--\r\n`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls /api/health every 20 ms until `done` settles; answers the slowest round trip. */
async function slowestHealthWhile(done: Promise<unknown>): Promise<number> {
  let settled = false;
  void done.finally(() => (settled = true)).catch(() => undefined);
  let slowest = 0;
  while (!settled) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await sleep(20);
  }
  return slowest;
}

/** The server process's CPU time so far (user and system), in milliseconds. */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime (fields 14 and 15 of stat) in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function post(path: string, body: Uint8Array<ArrayBuffer>, withToken: boolean) {
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(withToken ? { Authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const answer = (await res.json()) as { message: string };
  return { status: res.status, message: answer.message, ms: performance.now() - started };
}

describe('multipart bodies of very many parts', () => {
  it('refuses a check-in of 100,000 photo parts at its fourth, and /api/health keeps answering', async () => {
    const body = floodBody({ id: randomUUID(), aligner: 1 }, 100_000, {
      name: 'photos',
      file: true,
    });
    const usual = await slowestHealthWhile(sleep(1000));
    const cpuBefore = serverCpuMs();
    const flood = post('/api/check-ins', body, true);
    const slowestHealth = await slowestHealthWhile(flood);
    const answer = await flood;
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Attach 1 to 3 photos');
    expect(answer.ms).toBeLessThan(ANSWER_MAX_MS);
    expect(slowestHealth).toBeLessThan(usual + HEALTH_EXTRA_MAX_MS);
    expect(serverCpuMs() - cpuBefore).toBeLessThan(FLOOD_CPU_MAX_MS);
  }, 120_000);

  it('refuses three such check-ins at once without holding the server', async () => {
    const body = floodBody({ id: randomUUID(), aligner: 1 }, 100_000, {
      name: 'photos',
      file: true,
    });
    const cpuBefore = serverCpuMs();
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/check-ins', body, true)));
    expect(answers.map((answer) => [answer.status, answer.message])).toEqual(
      Array(3).fill([400, 'Attach 1 to 3 photos']),
    );
    expect(serverCpuMs() - cpuBefore).toBeLessThan(3 * FLOOD_CPU_MAX_MS);
  }, 120_000);

  it('refuses a public application of 80,000 text parts at its first unknown part', async () => {
    const body = floodBody({}, 80_000, { name: 'note', file: false });
    const usual = await slowestHealthWhile(sleep(1000));
    const cpuBefore = serverCpuMs();
    const flood = post('/api/apply-jobs', body, false);
    const slowestHealth = await slowestHealthWhile(flood);
    const answer = await flood;
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Unknown field "note"');
    expect(answer.ms).toBeLessThan(ANSWER_MAX_MS);
    expect(slowestHealth).toBeLessThan(usual + HEALTH_EXTRA_MAX_MS);
    expect(serverCpuMs() - cpuBefore).toBeLessThan(FLOOD_CPU_MAX_MS);
  }, 60_000);
});
