/**
 * Growing delays between password attempts on one account (docs/security.md 11): rather than a
 * fixed lock that anyone knowing the address can renew, each failure beyond the free ones
 * doubles the wait before the next attempt, up to a minute. The row lives in `rate_limits`:
 * `count` is the attempts not yet cleared by a success, `reset_at` is when they are forgotten
 * (a day after the latest), so the latest attempt was at `reset_at - forgetAfter`.
 *
 * Two kinds of counter exist per account: one for the browsers that hold the account's device
 * cookie (`deviceThrottleKey`, one per device) and one shared by every other client
 * (`accountThrottleKey`). Someone guessing from elsewhere fills only the shared one, so the
 * owner's own browser is never kept waiting by them (services/device-cookie.ts).
 */
import { sql } from 'drizzle-orm';
import { LOGIN_ACCOUNT_THROTTLE } from '../../shared/constants';
import { queryRows, type Db } from '../db/database';

const { freeFailures, maxDelaySeconds, forgetAfterSeconds } = LOGIN_ACCOUNT_THROTTLE;

export const accountThrottleKey = (email: string) => `login:account:${email}`;
const devicePrefix = (email: string) => `login:device:${email}:`;
export const deviceThrottleKey = (email: string, deviceId: string) =>
  devicePrefix(email) + deviceId;

/** Seconds to wait after `failures` attempts that did not succeed. */
export function delayAfter(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxDelaySeconds, 2 ** (failures - freeFailures + 1));
}

const delaySql = (count: unknown) =>
  sql`least(${maxDelaySeconds}, case when ${count} < ${freeFailures} then 0 else power(2, ${count} - ${freeFailures} + 1) end)`;

/**
 * Claims an attempt in one atomic statement, counted as a failure until `clearAccountThrottle`:
 * parallel guesses cannot slip in during a wait. The free failures need no wait at all, so
 * parallel attempts stamped a moment apart (by instances whose clocks differ) all go ahead. Returns the seconds left to wait, or 0 when
 * the attempt may go ahead.
 */
export async function claimAttempt(db: Db, key: string, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const forget = sql`make_interval(secs => ${forgetAfterSeconds})`;
  const claimed = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, ${at} + ${forget})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
      reset_at = excluded.reset_at
    where rate_limits.reset_at <= ${at}
       or rate_limits.count < ${freeFailures}
       or rate_limits.reset_at - ${forget} + make_interval(secs => ${delaySql(sql`rate_limits.count`)}) <= ${at}
    returning count`,
  );
  if (claimed.length > 0) return 0;
  const [row] = await queryRows<{ count: number; reset_at: string | Date }>(
    db,
    sql`select count, reset_at from rate_limits where key = ${key}`,
  );
  if (!row) return 0;
  const lastAttempt = new Date(row.reset_at).getTime() - forgetAfterSeconds * 1000;
  const waitMs = lastAttempt + delayAfter(Number(row.count)) * 1000 - now.getTime();
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** A successful sign-in, or an operator's unlock: the account and its devices start afresh. */
export async function clearAccountThrottle(db: Db, email: string): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where key = ${accountThrottleKey(email)}
          or starts_with(key, ${devicePrefix(email)})`,
  );
}
