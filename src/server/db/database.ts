/** Opens the database: embedded PGlite in a data directory, or PostgreSQL by URL. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { silentLogger, type Logger } from '../lib/logger';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?(): Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throwaway database. */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** Where a PostgreSQL connection ended by the server is reported. */
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.logger)
    : await openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
  if (options.migrate !== false && !(await hasNewestMigration(database.db))) {
    await database.migrate();
  }
  return database;
}

/**
 * Whether the newest migration of the journal is already applied. Most starts find it so, and
 * this one query spares them drizzle's check (reading and hashing every migration, creating its
 * schema and table if missing, a transaction), which lengthens every restart.
 */
async function hasNewestMigration(db: Db): Promise<boolean> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  const newest = journal.entries.at(-1)?.when ?? 0;
  try {
    const [row] = await queryRows<{ applied: string | null }>(
      db,
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    );
    return Number(row?.applied ?? 0) >= newest;
  } catch {
    return false; // a new database: no migrations table yet
  }
}

async function openPostgres(
  url: string,
  logger: Logger = silentLogger,
): Promise<Database & { migrate(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that PostgreSQL ends (a restart, a terminated backend, a failover)
  // reports here; the pool has already dropped it and connects anew for the next query.
  // Without a listener the error would be thrown and end the process.
  pool.on('error', (error: Error & { code?: string }) => {
    logger.warn('database connection ended', { sqlState: error.code, reason: error.message });
  });
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/**
 * PGlite on a thread of its own (src/server/db/pglite-thread.ts): its statements run as
 * synchronous WebAssembly, which on the server's thread held every other request meanwhile.
 */
async function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<Database & { migrate(): Promise<void> }> {
  const { startPgliteThread } = await import('./pglite-thread');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const thread = await startPgliteThread({
    dataDir,
    ...(loadDataDir ? { loadDataDir: await loadDataDir.arrayBuffer() } : {}),
  });
  // drizzle's PGlite driver calls only `query` and `transaction`, which the thread answers.
  const db = drizzle(thread as unknown as PGlite, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    dump: () => thread.dump(),
    close: () => thread.close(),
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Answers once the database has run a statement: the health check's probe. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
