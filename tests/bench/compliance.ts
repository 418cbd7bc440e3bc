/**
 * `npm run bench:compliance`: the wear log at clinic scale. 10,000 patients with 30 days of
 * events each (4 a day: two breaks), on PGlite and (when DATABASE_URL is set) on PostgreSQL:
 * - `GET /api/compliance`, the median of 10 answers after 2 warm-ups, against 1 s on PGlite and
 *   300 ms on PostgreSQL (the first answer, which works out every patient's days from the
 *   seeded events, is reported apart);
 * - `POST /api/wear/events` with a batch of 100 new events, the median of 20 batches (each for
 *   another patient) after 2 warm-ups, against 50 ms.
 * The app runs in-process (`app.request`): the figures are the server's work, without a network.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { systemClock } from '../../src/server/context';
import { openDatabase, queryRows, type Database } from '../../src/server/db/database';
import { readEnv } from '../../src/server/env';
import { silentLogger } from '../../src/server/lib/logger';
import { keepNextTickShapes } from '../../src/server/lib/next-tick-shapes';
import { createFileStore } from '../../src/server/services/file-store';
import { createSession } from '../../src/server/services/sessions';
import { consoleSender } from '../../src/server/services/whatsapp';
import { dropDatabase } from '../support/drop-database';
import { median } from './bench-http';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const DAYS = 30;
const TARGETS = {
  pglite: { board: 1000, batch: 50 },
  postgres: { board: 300, batch: 50 },
};

keepNextTickShapes();

/**
 * Patients on plans begun 30 to 130 days ago, each with two breaks a day for the last 30 days
 * (one at breakfast and a longer one at lunch, longer for every fifth patient: under the goal)
 * and a switch confirmed for each aligner begun.
 */
async function seed(database: Database, timeZone: string) {
  const { db } = database;
  await db.execute(sql`
    insert into users (id, role, name, email, phone, dob, gender, start_date, aligners, steps)
    select gen_random_uuid()::text, 'patient', 'Patient ' || i, 'patient' || i || '@bench.example',
           (7000000000 + i)::text, date '1990-01-01', 'female',
           current_date - (${DAYS}::int + i % 100), 30, 1 + (i % 2)
    from generate_series(1, ${PATIENTS}::int) as i`);
  await db.execute(sql`
    insert into wear_events (id, user_id, type, at)
    select gen_random_uuid(), u.id, e.type,
           (current_date - d)::timestamp at time zone ${timeZone}
             + (e.minute + case when e.type = 'in' and (hashtext(u.id) % 5) = 0 then 120 else 0 end
                + abs(hashtext(u.id)) % 30) * interval '1 minute'
    from users u
    cross join generate_series(1, ${DAYS}::int) as d
    cross join (values ('out', 480), ('in', 500), ('out', 780), ('in', 850)) as e(type, minute)
    where u.role = 'patient'`);
  // A confirmed switch for every aligner begun so far (one a week or two), some days late.
  await db.execute(sql`
    insert into aligner_switches (id, user_id, aligner, due_on, switched_on)
    select gen_random_uuid()::text, u.id, k, due.on, due.on + abs(hashtext(u.id || k)) % 4
    from users u
    cross join lateral generate_series(
      2, least(u.aligners, (current_date - u.start_date) / (7 * u.steps) + 1)) as k
    cross join lateral (select u.start_date + (k - 1) * 7 * u.steps as on) due
    where u.role = 'patient'`);
  // With planner statistics, as a database that has held these rows a while would be.
  await db.execute(sql`vacuum analyze`);
}

async function tokens(database: Database) {
  const { db } = database;
  const [admin] = await queryRows<{ id: string }>(
    db,
    sql`
      insert into users (id, role, name, email) values (gen_random_uuid()::text, 'admin', 'Bench Admin', 'admin@bench.example')
      returning id`,
  );
  const patients = await queryRows<{ id: string }>(
    db,
    sql`select id from users where role = 'patient' order by email limit 22`,
  );
  const now = new Date();
  return {
    admin: await createSession(db, { id: admin!.id, role: 'admin' }, now),
    patients: await Promise.all(
      patients.map((p) => createSession(db, { id: p.id, role: 'patient' }, now)),
    ),
  };
}

async function timed(run: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return ms;
}

/** 100 events, alternately out and in, over the last 100 minutes. */
function batch() {
  const now = Date.now();
  return {
    events: Array.from({ length: 100 }, (_, i) => ({
      id: randomUUID(),
      type: i % 2 === 0 ? 'out' : 'in',
      at: new Date(now - (100 - i) * 60_000).toISOString(),
    })),
  };
}

async function measure(kind: 'pglite' | 'postgres', database: Database) {
  const env = readEnv({ ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
  const seeding = performance.now();
  await seed(database, env.CLINIC_TIMEZONE);
  console.log(`${kind}: seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const app = createApp({
    db: database.db,
    env,
    clock: systemClock,
    logger: silentLogger,
    whatsapp: consoleSender(),
    files: createFileStore({ env, db: database.db, logger: silentLogger }),
  });
  const auth = await tokens(database);
  const headers = (token: string) => ({
    Authorization: `Bearer ${token}`,
    'Content-Type': 'application/json',
  });
  const board = () => app.request('/api/compliance', { headers: headers(auth.admin) });
  // The first answer works out every patient's days from the events the seed wrote, as the
  // first board after the upgrade that began keeping them does.
  const firstBoard = await timed(board);
  console.log(
    `${kind}: first board (every patient's days worked out) in ${firstBoard.toFixed(0)} ms`,
  );
  const boardTimes: number[] = [];
  for (let i = 0; i < 12; i++) boardTimes.push(await timed(board));
  const post = (token: string) =>
    app.request('/api/wear/events', {
      method: 'POST',
      headers: headers(token),
      body: JSON.stringify(batch()),
    });
  const batchTimes: number[] = [];
  for (const token of auth.patients) batchTimes.push(await timed(() => post(token)));
  return {
    kind,
    board: median(boardTimes.slice(2)),
    batch: median(batchTimes.slice(2)),
  };
}

async function onPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'tapalign-bench-compliance-'));
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  try {
    return await measure('pglite', database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string) {
  const name = `tapalign_bench_compliance_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString() });
  try {
    return await measure('postgres', database);
  } finally {
    await database.close();
    await dropDatabase(admin, name);
    await admin.end();
  }
}

const results = [await onPglite()];
if (process.env.DATABASE_URL) results.push(await onPostgres(process.env.DATABASE_URL));

console.log(`\n${PATIENTS} patients × ${DAYS} days × 4 events\n`);
console.log('| database | GET /api/compliance | target | POST /api/wear/events (100) | target |');
console.log('|---|---|---|---|---|');
let failed = false;
for (const { kind, board, batch: post } of results) {
  const target = TARGETS[kind];
  const mark = (ms: number, max: number) => {
    if (ms > max) failed = true;
    return `${ms.toFixed(0)} ms ${ms <= max ? '✓' : '✗'}`;
  };
  console.log(
    `| ${kind} | ${mark(board, target.board)} | ≤ ${target.board} ms | ${mark(post, target.batch)} | ≤ ${target.batch} ms |`,
  );
}
process.exitCode = failed ? 1 : 0;
