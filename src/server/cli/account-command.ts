/**
 * An operator's command about one account, named by its email (`npm run <command> -- <email>`):
 * checks the argument, opens the database — with the embedded one, the data directory is locked,
 * so the server must be stopped first; with DATABASE_URL it may keep running — runs `action`,
 * prints what it says, and closes. A bad argument exits 2, a failure 1.
 */
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { EmailSchema } from '../../shared/schemas/common';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase, type Db } from '../db/database';
import { readEnv } from '../env';

export function runAccountCommand(
  command: string,
  action: (db: Db, email: string) => Promise<string>,
): void {
  void run(command, action).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

async function run(command: string, action: (db: Db, email: string) => Promise<string>) {
  const parsed = v.safeParse(EmailSchema, process.argv[2] ?? '');
  if (!parsed.success) {
    process.stderr.write(`Usage: npm run ${command} -- <email>\n`);
    process.exit(2);
  }
  const env = readEnv();
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  try {
    process.stdout.write(`${await action(database.db, parsed.output)}\n`);
  } finally {
    await database.close();
    unlock();
  }
}
