/**
 * Prepares one migrated database that every API test file copies: a PGlite data-directory
 * dump, or a PostgreSQL template database when DATABASE_URL is set.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { dropDatabase } from './drop-database';
import { openDatabase } from '../../src/server/db/database';
import { PGLITE_DUMP_PATH, adminUrl, templateDatabase, testDatabasePrefix } from './test-db-config';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await dropStaleTestDatabases(admin, testDatabasePrefix(url));
    await admin.query(`drop database if exists ${templateDatabase(url)}`);
    await admin.query(`create database ${templateDatabase(url)}`);
    await admin.end();
    const template = await openDatabase({ databaseUrl: withDatabase(url, templateDatabase(url)) });
    await template.close();
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  const dump = await database.dump!();
  await database.close();
  mkdirSync(dirname(PGLITE_DUMP_PATH), { recursive: true });
  // Written aside and renamed, so a test run starting in parallel never reads half a dump.
  const partial = `${PGLITE_DUMP_PATH}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, PGLITE_DUMP_PATH);
}

async function dropStaleTestDatabases(admin: pg.Client, prefix: string) {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1)`,
    [prefix],
  );
  for (const { datname } of rows) await dropDatabase(admin, datname);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
