/**
 * Counts of CSP violations, one row per UTC day, directive and blocked origin
 * (csp-violation.ts), kept CSP_REPORT_KEEP_DAYS (docs/security.md "CSP reports").
 */
import { and, desc, eq, gte, max, min, sql } from 'drizzle-orm';
import type { CspReportCount } from '../../../shared/schemas/csp-report';
import { queryRows, type Db } from '../../db/database';
import { cspReports } from '../../db/schema';
import { firstKeptCspReportDay } from '../../lib/http-limits';
import { OTHER, type Violation } from './csp-violation';

const MAX_COUNT = 2_147_483_647;
/** The pairs an admin reads at most: more than a day's bound, so a flood cannot hide all. */
const LIST_MAX = 500;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Adds to a pair already counted today; false when today has no row for it yet. */
async function addToCounted(db: Db, day: string, v: Violation, count: number, at: Date) {
  const rows = await db
    .update(cspReports)
    .set({
      count: sql`least(${cspReports.count}::bigint + ${count}, ${MAX_COUNT})`,
      lastSeenAt: at,
    })
    .where(
      and(
        eq(cspReports.day, day),
        eq(cspReports.directive, v.directive),
        eq(cspReports.blocked, v.blocked),
      ),
    )
    .returning({ day: cspReports.day });
  return rows.length > 0;
}

/** Starts the pair's count for today while the day holds fewer than `maxRows` pairs. */
async function startCount(
  db: Db,
  day: string,
  { directive, blocked }: Violation,
  count: number,
  at: Date,
  maxRows: number,
) {
  const iso = at.toISOString();
  const rows = await queryRows<{ day: string }>(
    db,
    sql`
    insert into csp_reports (day, directive, blocked, count, first_seen_at, last_seen_at)
    select ${day}, ${directive}, ${blocked}, ${count}, ${iso}, ${iso}
    where (select count(*) from csp_reports where day = ${day}) < ${maxRows}
    on conflict (day, directive, blocked) do update set
      count = least(csp_reports.count::bigint + excluded.count, ${MAX_COUNT}),
      last_seen_at = excluded.last_seen_at
    returning day`,
  );
  return rows.length > 0;
}

export interface NewPairRules {
  /** Pairs a day may hold. */
  maxRowsPerDay: number;
  /** Asked before a pair not yet counted today gets a row: may this reporter add one? */
  mayAddPair: () => Promise<boolean>;
}

/**
 * Adds `count` to the pair's row of today. A pair not yet counted today gets a row only while
 * the day has room and its reporter may add pairs; otherwise it is counted in the day's one
 * "other" row, so the table stays bounded whatever browsers (or anyone else) send.
 */
export async function countViolation(
  db: Db,
  violation: Violation,
  count: number,
  now: Date,
  rules: NewPairRules,
): Promise<void> {
  const day = dayOf(now);
  if (await addToCounted(db, day, violation, count, now)) return;
  const other = { directive: OTHER, blocked: OTHER };
  const isOther = violation.directive === OTHER && violation.blocked === OTHER;
  if (!isOther && (await rules.mayAddPair())) {
    if (await startCount(db, day, violation, count, now, rules.maxRowsPerDay)) return;
  }
  await startCount(db, day, other, count, now, Number.MAX_SAFE_INTEGER);
}

/** The counts of the days kept, each pair's days added up, the most frequent first. */
export async function listCspReports(db: Db, now: Date): Promise<CspReportCount[]> {
  const total = sql<number>`least(sum(${cspReports.count}), ${MAX_COUNT})`.mapWith(Number);
  const rows = await db
    .select({
      directive: cspReports.directive,
      blocked: cspReports.blocked,
      count: total,
      firstSeenAt: min(cspReports.firstSeenAt),
      lastSeenAt: max(cspReports.lastSeenAt),
    })
    .from(cspReports)
    .where(gte(cspReports.day, firstKeptCspReportDay(now)))
    .groupBy(cspReports.directive, cspReports.blocked)
    .orderBy(
      desc(total),
      desc(max(cspReports.lastSeenAt)),
      cspReports.directive,
      cspReports.blocked,
    )
    .limit(LIST_MAX);
  return rows.map((row) => ({
    directive: row.directive,
    blocked: row.blocked,
    count: row.count,
    firstSeenAt: row.firstSeenAt!.toISOString(),
    lastSeenAt: row.lastSeenAt!.toISOString(),
  }));
}

/** An admin's "Clear": every count goes; how many pairs there were. */
export async function clearCspReports(db: Db): Promise<number> {
  const deleted = await db.delete(cspReports).returning({ day: cspReports.day });
  return deleted.length;
}
