/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with DATABASE_URL. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/database';
import { withDatabase } from './api-global-setup';
import { PGLITE_DUMP_PATH, adminUrl, templateDatabase, testDatabasePrefix } from './test-db-config';

/** `url` is set on PostgreSQL, for tests that start server processes on the same database. */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_DUMP_PATH)]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: dump, migrate: false });
  }
  const name = `${testDatabasePrefix(url)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateDatabase(url)}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
  return {
    ...database,
    url: withDatabase(url, name),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
