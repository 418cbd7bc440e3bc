/**
 * The app on PostgreSQL keeps answering when the server ends the pool's idle connections (a
 * restart, an administrator's terminate, a database dropped by force): the pool drops them
 * and connects anew, and each ended connection is logged as a warning. Runs when DATABASE_URL
 * is set (vitest.config.ts leaves it out otherwise).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/database';
import { createLogger } from '../../src/server/lib/logger';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logger: createLogger('warn', (line) => lines.push(line)) });
});
afterAll(() => t.close());

it("answers after PostgreSQL ends the pool's idle connections", async () => {
  // Several connections at once, idle in the pool afterwards.
  await Promise.all(Array.from({ length: 4 }, () => t.deps.db.execute(sql`select pg_sleep(0.05)`)));
  const [ended] = await queryRows<{ count: number }>(
    t.deps.db,
    // The app's own connections only (`offset 0` keeps the filter ahead of the terminate).
    sql`select count(*)::int as count from (
          select pid from pg_stat_activity
          where datname = current_database() and usename = current_user
            and pid <> pg_backend_pid()
          offset 0) own
        where pg_terminate_backend(own.pid)`,
  );
  expect(ended!.count).toBeGreaterThanOrEqual(1);
  // Every ended connection hears of it (PostgreSQL's FATAL message), and says so, before the
  // next call.
  const endedWarnings = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.level === 'warn' && line.msg === 'database connection ended');
  await expect.poll(() => endedWarnings().length).toBe(ended!.count);
  expect(endedWarnings()).toContainEqual(expect.objectContaining({ sqlState: '57P01' }));

  const res = await t.request('GET', '/api/health');
  expect(res.status).toBe(200);
});
