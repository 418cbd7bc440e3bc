/**
 * `npm run bench:crash`: 20 cycles of concurrent tagged writes (register, raise an issue, apply
 * with a PDF, contact), a `kill -9` of the server's process group at a random moment, and a
 * restart. Checks that every acknowledged write is there exactly once, no write is there twice,
 * no application lacks its file, and every restart takes under 10 s with no manual repair.
 * Runs on PGlite, then on PostgreSQL when DATABASE_URL is set. Prints its figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase } from '../support/drop-database';
import { openDatabase } from '../../src/server/db/database';
import { adminUrl } from '../support/test-db-config';
import { withDatabase } from '../support/api-global-setup';
import { startServer, type ServerProcess } from '../support/server-process';
import { callJson, percentile, signIn } from './bench-http';
import {
  applicationsWithoutFile,
  countTagged,
  sendWrite,
  type Write,
  type WriteContext,
  type WriteKind,
} from './crash-writes';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const WRITERS = 6;
const KINDS: WriteKind[] = ['register', 'issue', 'apply', 'contact'];
const ADMIN = { email: 'admin@crash.example', password: 'crash bench passphrase 2026' };
const PATIENT_PASSWORD = 'crash patient passphrase 2026';

interface Target {
  label: string;
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  cleanup: () => Promise<void>;
}

async function start(target: Target): Promise<{ server: ServerProcess; base: string; ms: number }> {
  const started = performance.now();
  const server = startServer(
    {
      ...target.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: '1',
      TRUST_PROXY: '1',
      CLIENT_DIR: 'no-client',
    },
    { detached: true },
  );
  const port = await server.ready;
  return { server, base: `http://127.0.0.1:${port}`, ms: performance.now() - started };
}

async function prepare(base: string): Promise<WriteContext> {
  const adminToken = await signIn(base, ADMIN.email, ADMIN.password);
  const { jobs } = (await callJson(base, 'GET', '/api/jobs')).body as { jobs: { _id: string }[] };
  const patientTokens: WriteContext['patientTokens'] = [];
  // Each patient may raise 10 issues an hour: enough patients for every cycle's issues.
  for (let i = 0; i < CYCLES * 2; i++) {
    const email = `issues-${i}-${Date.now()}@bench.example`;
    const res = await callJson(base, 'POST', '/api/users/register', {
      token: adminToken,
      body: {
        name: 'Issue Raiser',
        phone: `8${String(Date.now() + i).slice(-9)}`,
        email,
        password: PATIENT_PASSWORD,
        dob: '1990-01-01',
        gender: 'male',
        link3d: 'https://example.com/p',
        startDate: '2026-01-01',
        aligners: 10,
      },
    });
    if (res.status !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
    patientTokens.push({
      id: res.body.user._id,
      token: await signIn(base, email, PATIENT_PASSWORD),
      used: 0,
    });
  }
  return { base, adminToken, jobId: jobs[0]!._id, patientTokens };
}

async function runTarget(target: Target) {
  let { server, base } = await start(target);
  const restarts: number[] = [];
  const writes: Write[] = [];
  const ctx = await prepare(base);
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    let killed = false;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = w; !killed; n++) {
        const kind = KINDS[n % KINDS.length]!;
        try {
          writes.push(await sendWrite(kind, ctx));
        } catch {
          // The connection died with the server: not acknowledged (it may or may not be stored).
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 2000));
    process.kill(-server.child.pid!, 'SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(writers);
    const restarted = await start(target);
    ({ server, base } = restarted);
    restarts.push(restarted.ms);
    ctx.base = base;
    process.stdout.write(
      `  ${target.label} cycle ${cycle + 1}: restarted in ${Math.round(restarted.ms)} ms\n`,
    );
  }
  server.child.kill('SIGTERM');
  await server.exited;

  const database = await target.open();
  const counts = await countTagged(database.db);
  const orphans = await applicationsWithoutFile(database.db);
  await database.close();
  const acknowledged = writes.filter((w) => w.acknowledged);
  const lost = acknowledged.filter((w) => (counts.get(w.tag) ?? 0) === 0).length;
  const duplicated = writes.filter((w) => (counts.get(w.tag) ?? 0) > 1).length;
  return {
    database: target.label,
    cycles: CYCLES,
    acknowledged: acknowledged.length,
    unacknowledgedStored: writes.filter((w) => !w.acknowledged && counts.get(w.tag) === 1).length,
    lost,
    duplicated,
    orphanApplications: orphans,
    restartP50Ms: Math.round(percentile(restarts, 50)),
    restartMaxMs: Math.round(Math.max(...restarts)),
    pass: lost === 0 && duplicated === 0 && orphans === 0 && Math.max(...restarts) < 10_000,
  };
}

function pgliteTarget(): Target {
  const dir = mkdtempSync(join(tmpdir(), 'tapalign-crash-'));
  return {
    label: 'PGlite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: join(dir, 'pglite'), migrate: false }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresTarget(url: string): Promise<Target> {
  const name = `${new URL(url).pathname.slice(1)}_crash`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await dropDatabase(admin, name);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = withDatabase(url, name);
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: dbUrl },
    open: () => openDatabase({ databaseUrl: dbUrl, migrate: false }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      await dropDatabase(client, name);
      await client.end();
    },
  };
}

const targets = [pgliteTarget()];
if (process.env.DATABASE_URL) targets.push(await postgresTarget(process.env.DATABASE_URL));
const results = [];
for (const target of targets) {
  try {
    results.push(await runTarget(target));
  } finally {
    await target.cleanup();
  }
}
console.table(results);
process.exit(results.every((r) => r.pass) ? 0 : 1);
