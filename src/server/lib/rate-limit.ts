/**
 * Fixed-window counters in the database, so that every app instance shares them. One
 * statement increments and reads atomically, so parallel requests cannot slip through.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { tooManyRequests } from './http-error';
import { type Said } from '../../shared/messages';

export interface LimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface Hit {
  count: number;
  retryAfterSeconds: number;
}

/** Counts `amount` hits (one request, or the items it carries) in the key's window. */
export async function countHit(
  db: Db,
  key: string,
  windowSeconds: number,
  now: Date,
  amount = 1,
): Promise<Hit> {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, ${amount}, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.count else rate_limits.count + excluded.count end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`,
  );
  const row = rows[0]!;
  const reset = new Date(row.reset_at);
  return { count: Number(row.count), retryAfterSeconds: (reset.getTime() - now.getTime()) / 1000 };
}

/** Counts a hit and throws 429 with Retry-After once the rule's limit is passed. */
export async function enforceLimit(
  db: Db,
  key: string,
  rule: LimitRule,
  now: Date,
  message?: string | Said,
) {
  const hit = await countHit(db, key, rule.windowSeconds, now);
  if (hit.count > rule.max) throw tooManyRequests(hit.retryAfterSeconds, message);
}

/** Windows that have ended count nothing: the maintenance sweep deletes them. */
export async function deleteEndedLimits(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < ${now.toISOString()}`);
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Reads a counter without counting: is this key over its limit right now? */
export async function isLimited(db: Db, key: string, max: number, now: Date): Promise<Hit | null> {
  const rows = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > ${now.toISOString()}`,
  );
  const row = rows[0];
  if (!row || Number(row.count) < max) return null;
  return {
    count: Number(row.count),
    retryAfterSeconds: (new Date(row.reset_at).getTime() - now.getTime()) / 1000,
  };
}
