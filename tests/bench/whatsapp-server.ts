/**
 * A server process of `npm run bench:whatsapp`: the real app with the Cloud API sender its
 * WHATSAPP_* settings choose, the WhatsApp outbox running from start-up, on PGlite in
 * BENCH_DATA_DIR or on DATABASE_URL. With BENCH_SEED_PATIENTS it first seeds that many patients
 * whose aligner changes today, WhatsApp reminders on. Its reminder scheduler starts when the
 * parent sends `morning`: the clinic's REMINDER_HOUR arriving on every instance at once, so the
 * first check of each finds every reminder due in the same minute.
 */
import { sql } from 'drizzle-orm';
import { todayIn } from '../../src/shared/calendar-date';
import { createApp } from '../../src/server/app';
import { systemClock, type AppDeps } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/database';
import { readEnv } from '../../src/server/env';
import { serveApp } from '../../src/server/lib/http-server';
import { createLogger } from '../../src/server/lib/logger';
import { keepNextTickShapes } from '../../src/server/lib/next-tick-shapes';
import { createFileStore } from '../../src/server/services/file-store';
import { startReminderScheduler } from '../../src/server/services/reminder-scheduler';
import { createWhatsAppSender } from '../../src/server/services/whatsapp-config';
import { startWhatsAppOutbox } from '../../src/server/services/whatsapp-outbox';

keepNextTickShapes();
const seedCount = Number(process.env.BENCH_SEED_PATIENTS ?? 0);
// REMINDER_HOUR 0: the hour has come by the time the parent says `morning`.
const env = readEnv({ ...process.env, SEED_DEMO: '0', LOG_LEVEL: 'info', REMINDER_HOUR: '0' });
const database = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: process.env.BENCH_DATA_DIR! },
);
const db = database.db;

/**
 * Patient i wears aligner 2–11 (one week each) from today in the clinic's calendar: a plan of 20
 * aligners started 7·(1 + i mod 10) days ago. Languages in turn; numbers 7000000001 on.
 */
async function seedDuePatients(count: number): Promise<void> {
  const today = todayIn(env.CLINIC_TIMEZONE, new Date());
  await db.execute(sql`
    insert into users (id, role, name, email, phone, language, link3d, start_date, aligners, steps,
                       whatsapp_reminders)
    select gen_random_uuid()::text, 'patient', 'Patient ' || i, 'patient' || i || '@bench.example',
           (7000000000 + i)::text, (array['en', 'hi', 'mr'])[1 + i % 3],
           'https://example.com/plan/' || i, ${today}::date - 7 * (1 + i % 10), 20, 1, true
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`vacuum analyze`);
}

if (seedCount > 0) await seedDuePatients(seedCount);

const logger = createLogger(env.LOG_LEVEL);
const deps: AppDeps = {
  db,
  env,
  clock: systemClock,
  logger,
  whatsapp: createWhatsAppSender(env, logger),
  files: createFileStore({ env, db, logger }),
};
const stopOutbox = startWhatsAppOutbox(deps);
let stopReminders = async () => {};
process.on('message', (message) => {
  if (message === 'morning') stopReminders = startReminderScheduler(deps);
});
const app = createApp(deps);
serveApp(app.fetch, { port: 0, hostname: '127.0.0.1' }, (port) => {
  process.send?.({ port, kind: database.kind });
});
process.on('SIGTERM', () => {
  void Promise.all([stopReminders(), stopOutbox()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
