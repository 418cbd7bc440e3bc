/**
 * `npm run reset-passkeys -- <email>`: removes every passkey of one account, for someone who
 * lost the phone that held theirs (README "Operations"). An admin then signs in with their
 * password and adds a new passkey. With the embedded database the server must be stopped first
 * (the data directory is locked while it runs); with DATABASE_URL it may keep running.
 */
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { EmailSchema } from '../../shared/schemas/common';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { deletePasskeysOfEmail } from '../services/passkeys';

async function main() {
  const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
  if (!parsed.success) {
    process.stderr.write('Usage: npm run reset-passkeys -- <email>\n');
    process.exit(2);
  }
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    const removed = await deletePasskeysOfEmail(database.db, parsed.output);
    process.stdout.write(
      `${removed} passkey${removed === 1 ? '' : 's'} removed for ${parsed.output}\n`,
    );
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
