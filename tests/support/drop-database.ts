/** Dropping a test database on PostgreSQL, even while autovacuum is working on it. */
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** PostgreSQL's "insufficient privilege". */
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * `drop database … with (force)`. PostgreSQL 15 refuses it (42501) to a role without
 * `pg_signal_backend` when an autovacuum worker is on the database (the worker has no role the
 * caller is a member of). Then the database takes no new connections, which keeps autovacuum
 * away too, and the drop waits until the worker has finished.
 */
export async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  const drop = () => client.query(`drop database if exists "${name}" with (force)`);
  try {
    await drop();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== INSUFFICIENT_PRIVILEGE) throw error;
  }
  await client.query(`alter database "${name}" allow_connections false`);
  const busy = async () =>
    (await client.query('select 1 from pg_stat_activity where datname = $1', [name])).rowCount;
  while (await busy()) await sleep(50);
  await drop();
}
