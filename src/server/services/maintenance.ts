/**
 * Housekeeping on a timer: expired rate-limit windows, sessions and one-time codes are
 * deleted so those tables stay small. Safe to run on every instance at once.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { otpCodes, rateLimits } from '../db/schema';
import type { Logger } from '../lib/logger';
import { deleteExpiredSessions } from './sessions';

export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
  await deleteExpiredSessions(db, now);
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, now));
}

export function startMaintenance(db: Db, logger: Logger, everyMs = 15 * 60 * 1000): () => void {
  const run = () =>
    sweepExpired(db, new Date()).catch((error: unknown) =>
      logger.warn('maintenance failed', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
