/**
 * The benchmark's server process: opens a database (PGlite in a temp folder, or DATABASE_URL),
 * seeds BENCH_PATIENTS patients in bulk, starts the real app on BENCH_PORT with the production
 * logger (info level, one access-log line per request on standard output) and sends what the
 * load generator needs to its parent over IPC.
 */
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { systemClock } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/database';
import { readEnv } from '../../src/server/env';
import { serveApp } from '../../src/server/lib/http-server';
import { createLogger } from '../../src/server/lib/logger';
import { keepNextTickShapes } from '../../src/server/lib/next-tick-shapes';
import { createFileStore } from '../../src/server/services/file-store';
import { hashPassword } from '../../src/server/services/passwords';
import { createSession } from '../../src/server/services/sessions';
import { consoleSender } from '../../src/server/services/whatsapp';
import { refreshAllWearDays } from '../../src/server/services/wear-days';
import { users } from '../../src/server/db/schema';

// As the server's own start-up does, before PGlite opens; BENCH_KEEP_NEXT_TICK=0 leaves it out
// (the comparison of `BENCH_NEXT_TICK=compare`, tests/bench/api.ts).
if (process.env.BENCH_KEEP_NEXT_TICK !== '0') keepNextTickShapes();
const count = Number(process.env.BENCH_PATIENTS ?? 10_000);
const env = readEnv({ ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'info' });
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: process.env.BENCH_DATA_DIR! },
);
const db = database.db;
const hash = await hashPassword('bench password 2026');

await db.execute(sql`
  insert into users (id, role, name, email, phone, password_hash, dob, gender, link3d, start_date, aligners, steps)
  select gen_random_uuid()::text, 'patient', 'Patient ' || i, 'patient' || i || '@bench.example',
         (7000000000 + i)::text, ${hash}, date '1990-01-01', case when i % 2 = 0 then 'female' else 'male' end,
         'https://example.com/plan/' || i, current_date - (i % 300), 20 + (i % 10), 1 + (i % 3)
  from generate_series(1, ${count}) as i`);
await db.execute(sql`
  insert into pauses (id, user_id, pause_date, resumed_date)
  select gen_random_uuid()::text, id, start_date + 10, start_date + 15 from users
  where role = 'patient' and start_date < current_date - 20`);
// BENCH_WEAR_EVENTS events at random times of the last 14 days in the wear log of
// patient BENCH_WEAR_PATIENT (a log as large as a flood before the limits could leave), its days
// then worked out as the compliance board would.
const wearEventCount = Number(process.env.BENCH_WEAR_EVENTS ?? 0);
if (wearEventCount > 0) {
  await db.execute(sql`
    insert into wear_events (id, user_id, type, at)
    select gen_random_uuid(), u.id, case when random() < 0.5 then 'out' else 'in' end,
           now() - interval '1 minute' - random() * interval '13 days 23 hours'
    from users u, generate_series(1, ${wearEventCount})
    where u.email = ${`patient${process.env.BENCH_WEAR_PATIENT}@bench.example`}`);
  await refreshAllWearDays(db, env.CLINIC_TIMEZONE);
}
// Vacuumed and with planner statistics, as a database that has held these rows a while would
// be; on PostgreSQL, autovacuum would otherwise start on the new rows in the middle of the
// first measurements.
await db.execute(sql`vacuum analyze`);

const [patient] = await db
  .select()
  .from(users)
  .where(sql`${users.email} = ${`patient${Math.ceil(count / 2)}@bench.example`}`);
const [admin] = await db
  .insert(users)
  .values({ role: 'admin', name: 'Bench Admin', email: 'admin@bench.example', passwordHash: hash })
  .returning();
const now = new Date();
const patientToken = await createSession(db, patient!, now);
const adminToken = await createSession(db, admin!, now);

const logger = createLogger(env.LOG_LEVEL);
const app = createApp({
  db,
  env,
  clock: systemClock,
  logger,
  whatsapp: consoleSender(),
  files: createFileStore({ env, db, logger }),
});
serveApp(
  app.fetch,
  { port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1' },
  (port) => {
    process.send?.({ port, patientToken, adminToken, kind: database.kind, patients: count });
  },
);
process.on('SIGTERM', () => void database.close().then(() => process.exit(0)));
