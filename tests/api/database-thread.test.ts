/**
 * The embedded database runs on a thread of its own (src/server/db/pglite-thread.ts): a heavy
 * statement leaves the server's event loop free, transactions from different requests never
 * share PGlite's one connection, and PostgreSQL's error fields still reach the callers.
 * PGlite whatever DATABASE_URL says: PostgreSQL is another process already.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/server/db/database';
import { PGLITE_DUMP_PATH } from '../support/test-db-config';

let embedded: Database;
beforeAll(async () => {
  const dump = new Blob([readFileSync(PGLITE_DUMP_PATH)]);
  embedded = await openDatabase({ dataDir: 'memory://', loadDataDir: dump, migrate: false });
  await embedded.db.execute(sql`create table ledger (id int primary key, note text not null)`);
});
afterAll(() => embedded.close());

/**
 * The longest time the event loop went without running a 10 ms timer, until `stop`. A timer
 * that never ran at all (a loop held throughout) counts the whole time.
 */
function watchEventLoop(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const beat = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(beat, 10);
  return {
    stop() {
      beat();
      clearInterval(timer);
      return longest;
    },
  };
}

describe('the embedded database thread', () => {
  it('runs a heavy statement while the event loop keeps answering', async () => {
    const stalls = watchEventLoop();
    const started = performance.now();
    // Seconds of PGlite's CPU in one synchronous call into its WebAssembly: nine million pairs,
    // some 700 ms on a quiet machine of the CI's kind (four million took 298 ms once, too few
    // to tell a held loop from the machine's noise).
    const [row] = await queryRows<{ pairs: string }>(
      embedded.db,
      sql`select count(*) as pairs from generate_series(1, 3000) a, generate_series(1, 3000) b
          where (a + b) % 7 = 0`,
    );
    const took = performance.now() - started;
    const longestStall = stalls.stop();

    expect(Number(row?.pairs)).toBe(1_285_714);
    // The statement was long enough that, on the event loop, it would have held it as long.
    expect(took).toBeGreaterThan(300);
    // On the server's thread the longest stall is the statement itself (all of `took`); from
    // the worker, only the machine's own noise. A quarter of it leaves room for a busy machine.
    expect(longestStall).toBeLessThan(took / 4);
  });

  it("keeps one request's transaction to itself, and a failed one rolls back and frees it", async () => {
    let second: Promise<unknown> = Promise.resolve();
    let outside: Promise<{ id: number }[]> = Promise.resolve([]);
    const seenInside = await embedded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger values (1, 'first')`);
      // Another request's transaction and a plain read, sent while this one is open.
      second = embedded.db.transaction(async (other) => {
        await other.execute(sql`insert into ledger values (2, 'second')`);
        throw new Error('the second request fails');
      });
      outside = queryRows<{ id: number }>(embedded.db, sql`select id from ledger order by id`);
      return queryRows<{ id: number }>(tx, sql`select id from ledger order by id`);
    });

    expect(seenInside).toEqual([{ id: 1 }]);
    await expect(second).rejects.toThrow('the second request fails');
    expect(await outside).toEqual([{ id: 1 }]);
    expect(await queryRows(embedded.db, sql`select id from ledger order by id`)).toEqual([
      { id: 1 },
    ]);
  });

  it("hands PostgreSQL's error code and constraint to the caller", async () => {
    const failed = await embedded.db
      .execute(sql`insert into ledger values (1, 'again')`)
      .catch((error: unknown) => error);

    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).cause).toMatchObject({ code: '23505', constraint: 'ledger_pkey' });
  });
});
