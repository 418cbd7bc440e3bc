/**
 * Backups of the embedded database: the whole PGlite data directory as one gzipped tarball
 * (PGlite's `dumpDataDir`), taken while no server holds the data directory, so it is
 * consistent. Restoring unpacks it into a fresh data directory and applies newer migrations.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from './database';

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file). */
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

export async function backupDataDir(dataDir: string, file: string): Promise<number> {
  if (!existsSync(pgliteDir(dataDir))) throw new Error(`There is no database in ${dataDir}.`);
  const unlock = lockDataDir(dataDir); // fails while a server is running on it
  try {
    const database = await openDatabase({ dataDir: pgliteDir(dataDir), migrate: false });
    const dump = await database.dump!();
    await database.close();
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    unlock();
  }
}

export async function restoreDataDir(
  file: string,
  dataDir: string,
  { force = false }: { force?: boolean } = {},
): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  const target = pgliteDir(dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!force) {
        throw new Error(
          `${target} already holds a database. Restore into an empty DATA_DIR, or pass --force to replace it.`,
        );
      }
      rmSync(target, { recursive: true, force: true });
    }
    const loadDataDir = new Blob([new Uint8Array(readFileSync(file))]);
    const database = await openDatabase({ dataDir: target, loadDataDir });
    await database.close();
  } finally {
    unlock();
  }
}
