/** `npm run restore <file> [--force]`: a backup into DATA_DIR (empty, unless --force). */
import { resolve } from 'node:path';
import { restoreDataDir } from '../db/backup';
import { readEnv } from '../env';

const env = readEnv();
const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));

if (!file) {
  process.stderr.write('Usage: npm run restore -- <backup file> [--force]\n');
  process.exit(1);
}
restoreDataDir(resolve(file), resolve(env.DATA_DIR), { force: args.includes('--force') }).then(
  () => process.stdout.write(`Restored ${file} into ${env.DATA_DIR}\n`),
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  },
);
