/** `npm run backup [file]`: a consistent copy of the embedded database (stop the server first). */
import { resolve } from 'node:path';
import { backupDataDir } from '../db/backup';
import { readEnv } from '../env';

const env = readEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = resolve(process.argv[2] ?? `backups/tapalign-${stamp}.tar.gz`);

if (env.DATABASE_URL) {
  process.stderr.write(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md, Backups).\n',
  );
  process.exit(1);
}
backupDataDir(resolve(env.DATA_DIR), file).then(
  (bytes) => process.stdout.write(`Backed up ${env.DATA_DIR} to ${file} (${bytes} bytes)\n`),
  (error: unknown) => {
    process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  },
);
