/** Starts TapAlign: configuration, database, first-start seeding, HTTP server, shutdown. */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from './context';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './db/database';
import { readEnv } from './env';
import { createLogger } from './lib/logger';
import { keepNextTickShapes } from './lib/next-tick-shapes';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

async function main() {
  keepNextTickShapes();
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  // The database opens (PGlite's WASM start, recovery after a crash, migrations) while the
  // rest of the app's modules load, so a restart takes about as long as the slower of the two.
  const [
    database,
    { serveApp },
    { createApp },
    { systemClock },
    { offsetClock },
    { seedOnFirstStart },
    { startMaintenance },
    { vapidDetails },
    { startReminderScheduler },
    { createWhatsAppSender, standInSender },
    { startWhatsAppOutbox },
    { refreshAllWearDays },
    { createFileStore },
    { startObjectCleanup },
  ] = await Promise.all([
    openDatabase(
      env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL, logger }
        : { dataDir: join(dataDir, 'pglite') },
    ),
    import('./lib/http-server'),
    import('./app'),
    import('./context'),
    import('./middleware/test-clock'),
    import('./db/seed/seed'),
    import('./services/maintenance'),
    import('./services/push-keys'),
    import('./services/reminder-scheduler'),
    import('./services/whatsapp-config'),
    import('./services/whatsapp-outbox'),
    import('./services/wear-days'),
    import('./services/file-store'),
    import('./services/object-cleanup'),
  ]);
  const files = createFileStore({ env, db: database.db, logger });
  const standIn = env.WHATSAPP_STAND_IN ? await standInSender(env, logger) : undefined;
  const deps: AppDeps = {
    db: database.db,
    env,
    clock: env.TEST_CLOCK_HEADER ? offsetClock(systemClock) : systemClock,
    logger,
    whatsapp: standIn?.sender ?? createWhatsAppSender(env, logger),
    files,
    staticRoot: resolve(projectRoot, env.CLIENT_DIR),
  };
  await seedOnFirstStart(deps, (line) => process.stdout.write(line + '\n'));
  // Reported, not fatal: the rest of the product works while the bucket is away, and
  // /api/health says 503 until it is back.
  void files.check().catch((error: unknown) =>
    logger.error('the file store is unreachable', {
      fileStore: files.kind,
      error: String(error),
    }),
  );
  // The VAPID pair is made (or read) now, so every instance signs pushes with the same one.
  await vapidDetails(deps);

  const stopMaintenance = startMaintenance(database, logger);
  const stopReminders = startReminderScheduler(deps);
  const stopOutbox = startWhatsAppOutbox(deps);
  const stopObjectCleanup = files.bucket
    ? startObjectCleanup({ db: deps.db, bucket: files.bucket, logger, now: () => new Date() })
    : async () => {};
  // Wear days the events post did not keep (the log from before they were kept, a restore, a
  // new CLINIC_TIMEZONE) are worked out now rather than by the first compliance board.
  void refreshAllWearDays(deps.db, env.CLINIC_TIMEZONE).catch((error: unknown) =>
    logger.warn('wear days not refreshed at start-up', { error: String(error) }),
  );
  const app = createApp(deps);
  const listen = {
    port: env.PORT,
    hostname: env.HOST,
    liveChatSrc: env.LIVECHAT_SRC,
    requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS,
    headersTimeoutSeconds: env.HEADERS_TIMEOUT_SECONDS,
    connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS,
  };
  const server = serveApp(app.fetch, listen, (port) => {
    logger.info('listening', {
      url: `http://localhost:${port}`,
      database: database.kind,
      fileStore: files.kind,
    });
    process.stdout.write(`TapAlign is ready on http://localhost:${port}\n`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    stopMaintenance();
    const remindersStopped = stopReminders();
    const outboxStopped = stopOutbox();
    const cleanupStopped = stopObjectCleanup();
    server.close(async () => {
      await remindersStopped;
      await outboxStopped;
      await cleanupStopped;
      await standIn?.close();
      files.close();
      await database.close();
      unlock();
      clearTimeout(force);
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger.error('unhandled rejection', {
      error: reason instanceof Error ? reason.message : String(reason),
    });
  });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `TapAlign could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
