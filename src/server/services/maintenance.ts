/**
 * Housekeeping on a timer: expired rate-limit windows, sessions and one-time codes, and files
 * retired long enough ago, are deleted so those tables stay small. Safe to run on every
 * instance at once.
 */
import type { Db } from '../db/database';
import type { Logger } from '../lib/logger';
import { deleteEndedLimits } from '../lib/rate-limit';
import { deleteRetiredFiles } from './files';
import { deleteExpiredCodes } from './otp';
import { deleteExpiredSessions } from './sessions';

export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await deleteEndedLimits(db, now);
  await deleteExpiredSessions(db, now);
  await deleteExpiredCodes(db, now);
  await deleteRetiredFiles(db, now);
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
