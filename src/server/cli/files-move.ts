/**
 * `npm run files:move [-- --to s3|database]`: moves every file to the store FILE_STORE names
 * (or the one given), checking each file's sha256 on both sides (docs/operations.md "Moving
 * files"). Resumable and idempotent: run it again after a stop and it moves what is left. The
 * S3_* settings must name the bucket either way. With the embedded database the server must be
 * stopped first; with DATABASE_URL it may keep running. Exits 1 when a file could not be
 * moved, 2 on a bad argument.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/database';
import { readEnv } from '../env';
import { moveFiles, type MoveTarget } from '../services/file-move';
import { openBucket } from '../services/object-bucket';

const USAGE = 'Usage: npm run files:move [-- --to s3|database] (with the S3_* settings set)\n';

function fail(message: string, code: number): never {
  process.stderr.write(message);
  process.exit(code);
}

async function main() {
  const env = readEnv();
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = (values.to ?? env.FILE_STORE) as MoveTarget;
  if (to !== 's3' && to !== 'database') fail(USAGE, 2);
  const bucket = openBucket(env);
  if (!bucket)
    fail(`S3_BUCKET is not set: there is no bucket to move files to or from.\n${USAGE}`, 2);
  const dataDir = resolve(env.DATA_DIR);
  const unlock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') },
  );
  const where = to === 's3' ? `the bucket ${bucket.name}` : 'the database';
  process.stdout.write(`Moving files to ${where}…\n`);
  try {
    const report = await moveFiles({
      db: database.db,
      bucket,
      to,
      onProgress: ({ moved }) => {
        if (moved > 0 && moved % 100 === 0) process.stdout.write(`  ${moved} files moved\n`);
      },
    });
    const megabytes = (report.bytes / 1024 / 1024).toFixed(1);
    process.stdout.write(
      `${report.moved} files (${megabytes} MB) moved to ${where}, each checked by its sha256.\n`,
    );
    for (const { id, reason } of report.failed) {
      process.stderr.write(`Not moved: file ${id}: ${reason}\n`);
    }
    if (report.failed.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
    bucket.close();
    unlock();
  }
}

main().catch((error: unknown) =>
  fail(`${error instanceof Error ? error.message : String(error)}\n`, 1),
);
