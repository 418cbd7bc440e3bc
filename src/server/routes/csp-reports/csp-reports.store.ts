/** Counts of CSP violations, one row per directive and blocked origin (csp-violation.ts). */
import { desc, sql } from 'drizzle-orm';
import type { CspReportCount } from '../../../shared/schemas/csp-report';
import { queryRows, type Db } from '../../db/database';
import { cspReports } from '../../db/schema';
import { OTHER, type Violation } from './csp-violation';

const MAX_COUNT = 2_147_483_647;

/**
 * Adds `count` to the pair's row. A pair not yet counted gets a row while the table holds
 * fewer than `maxRows`; past that it is counted in the one "other" row, so the table stays
 * bounded whatever browsers send.
 */
export async function countViolation(
  db: Db,
  { directive, blocked }: Violation,
  count: number,
  now: Date,
  maxRows: number,
): Promise<void> {
  const key = `${directive} ${blocked}`;
  const at = now.toISOString();
  const rows = await queryRows<{ key: string }>(
    db,
    sql`
    insert into csp_reports (key, directive, blocked, count, first_seen_at, last_seen_at)
    select ${key}, ${directive}, ${blocked}, ${count}, ${at}, ${at}
    where exists (select 1 from csp_reports where key = ${key})
       or (select count(*) from csp_reports) < ${maxRows}
    on conflict (key) do update set
      count = least(csp_reports.count::bigint + excluded.count, ${MAX_COUNT}),
      last_seen_at = excluded.last_seen_at
    returning key`,
  );
  if (rows.length === 0 && key !== `${OTHER} ${OTHER}`) {
    await countViolation(db, { directive: OTHER, blocked: OTHER }, count, now, MAX_COUNT);
  }
}

/** Every count, the most frequent first. */
export async function listCspReports(db: Db): Promise<CspReportCount[]> {
  const rows = await db
    .select()
    .from(cspReports)
    .orderBy(desc(cspReports.count), desc(cspReports.lastSeenAt), cspReports.key);
  return rows.map((row) => ({
    directive: row.directive,
    blocked: row.blocked,
    count: row.count,
    firstSeenAt: row.firstSeenAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}
