/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with DATABASE_URL. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';
import type { Logger } from '../../src/server/lib/logger';
import { withDatabase } from './api-global-setup';
import { dropDatabase } from './drop-database';
import { PGLITE_DUMP_PATH, adminUrl, templateDatabase, testDatabasePrefix } from './test-db-config';

/** `url` is set on PostgreSQL, for tests that start server processes on the same database. */
export async function createTestDatabase(logger?: Logger): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_DUMP_PATH)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump, migrate: false });
  }
  const copy = await copyTemplateDatabase(url);
  const database = await openDatabase({ databaseUrl: copy.url, migrate: false, logger });
  return {
    ...database,
    url: copy.url,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

/** A fresh, migrated PostgreSQL database of its own (a copy of the template), and its URL. */
export async function copyTemplateDatabase(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${testDatabasePrefix(url)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase(url)}`);
  await admin.end();
  return {
    url: withDatabase(url, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await dropDatabase(cleanup, name);
      await cleanup.end();
    },
  };
}
