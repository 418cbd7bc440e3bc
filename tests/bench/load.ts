/**
 * `npm run bench:load`: autocannon, 50 connections × 30 s each, on the blog list, the job list,
 * the current user and the timeline with 10,000 patients seeded (tests/bench/api-server.ts);
 * then `/api/health` while five password sign-ins hash at once (scrypt runs on libuv's
 * thread pool, so the event loop stays free). On PGlite, then PostgreSQL when DATABASE_URL is
 * set. Prints a table; targets: 0 errors, 0 non-2xx, health p99 under 200 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { withDatabase } from '../support/api-global-setup';
import { adminUrl } from '../support/test-db-config';
import { callJson } from './bench-http';
import { startProcess } from './bench-process';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const HASHING_SECONDS = Math.min(SECONDS, 15);

async function startBenchServer(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BENCH_DATA_DIR: join(dataDir, 'pglite'),
    TRUST_PROXY: '1',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  // The server says it is ready, with its port and tokens, over IPC (tests/bench/api-server.ts).
  const server = await startProcess<{ port: number; patientToken: string; kind: string }>(
    'tests/bench/api-server.ts',
    env,
  );
  return {
    ...server.info,
    base: `http://127.0.0.1:${server.info.port}`,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function load(url: string, options: Partial<autocannon.Options>, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, ...options });
  return {
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Five sign-ins at a time, over and over, until `stop` is set; returns how many succeeded. */
async function hashFiveAtOnce(base: string, state: { stop: boolean }) {
  let signedIn = 0;
  let round = 0;
  while (!state.stop) {
    round++;
    const logins = Array.from({ length: 5 }, (_, i) =>
      callJson(base, 'POST', '/api/users/login', {
        body: {
          email: `patient${((round * 5 + i) % 9000) + 1}@bench.example`,
          password: 'bench password 2026',
        },
      }),
    );
    for (const res of await Promise.all(logins)) if (res.status === 200) signedIn++;
  }
  return signedIn;
}

/** A fresh database `<name>_load` beside DATABASE_URL's: the seeded patients of a run stay its own. */
const loadDatabaseName = (url: string) => `${new URL(url).pathname.slice(1)}_load`;

async function onPostgresServer(url: string, ...statements: string[]) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  for (const statement of statements) await admin.query(statement);
  await admin.end();
}

async function freshPostgres(url: string): Promise<string> {
  const name = loadDatabaseName(url);
  await onPostgresServer(
    url,
    `drop database if exists ${name} with (force)`,
    `create database ${name}`,
  );
  return withDatabase(url, name);
}

const rows: Record<string, unknown>[] = [];
const databases: (string | undefined)[] = [undefined];
if (process.env.DATABASE_URL) databases.push(await freshPostgres(process.env.DATABASE_URL));
for (const databaseUrl of databases) {
  const server = await startBenchServer(databaseUrl);
  const label = server.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const auth = { Authorization: `Bearer ${server.patientToken}` };
  const calls: [string, Partial<autocannon.Options>][] = [
    ['GET /api/blogs', {}],
    ['GET /api/jobs', {}],
    ['POST /api/users/current-user', { method: 'POST', headers: auth }],
    ['GET /api/timeline', { headers: auth }],
  ];
  try {
    for (const [name, options] of calls) {
      const path = name.split(' ')[1]!;
      process.stdout.write(`${label}: ${name}…\n`);
      rows.push({ database: label, call: name, ...(await load(server.base + path, options)) });
    }
    // The same call alone first: what the machine's own load costs, to compare with.
    process.stdout.write(`${label}: GET /api/health alone…\n`);
    const alone = await load(`${server.base}/api/health`, {}, HASHING_SECONDS);
    rows.push({ database: label, call: 'GET /api/health alone', ...alone });
    process.stdout.write(`${label}: GET /api/health while five sign-ins hash…\n`);
    const state = { stop: false };
    const hashing = hashFiveAtOnce(server.base, state);
    const health = await load(`${server.base}/api/health`, {}, HASHING_SECONDS);
    state.stop = true;
    const signIns = await hashing;
    rows.push({
      database: label,
      call: `GET /api/health + 5 sign-ins (${signIns} done)`,
      ...health,
    });
  } finally {
    await server.stop();
  }
}
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  await onPostgresServer(url, `drop database if exists ${loadDatabaseName(url)} with (force)`);
}
console.table(rows);
const healthOk = rows
  .filter((row) => String(row.call).startsWith('GET /api/health +'))
  .every((row) => (row['p99 ms'] as number) < 200);
// A run that completed no request says nothing: it counts as a failure.
const clean = rows.every(
  (row) => row.errors === 0 && row.non2xx === 0 && (row['req/s'] as number) > 0,
);
process.stdout.write(
  `\nerrors and non-2xx: ${clean ? 'none' : 'SOME'}; health p99 < 200 ms: ${healthOk ? 'yes' : 'NO'}\n`,
);
process.exit(clean && healthOk ? 0 : 1);
