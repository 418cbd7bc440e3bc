/**
 * `npm run unlock-account -- <email>`: clears the sign-in delays of one account (README
 * "Operations"). With the embedded database the server must be stopped first (the data
 * directory is locked while it runs); with DATABASE_URL it may keep running.
 */
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { EmailSchema } from '../../shared/schemas/common';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { clearAccountThrottle } from '../services/login-throttle';

async function main() {
  const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
  if (!parsed.success) {
    process.stderr.write('Usage: npm run unlock-account -- <email>\n');
    process.exit(2);
  }
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    await clearAccountThrottle(database.db, parsed.output);
    process.stdout.write(`Sign-in delays cleared for ${parsed.output}\n`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
