/**
 * Housekeeping on a timer: expired rate-limit windows, sessions, one-time codes, passkey
 * challenges, WhatsApp messages past their keeping time, CSP report counts of days no longer kept, and files retired
 * long enough ago, are deleted so those tables stay small; records past their retention period
 * (audit events, closed erasure requests) are deleted as the privacy notice promises. The
 * embedded database is then vacuumed. Safe to run on every instance at once.
 */
import { lt, sql } from 'drizzle-orm';
import { AUDIT_EVENT_KEEP_DAYS, WHATSAPP_MESSAGE_KEEP_DAYS } from '../../shared/constants';
import type { Database, Db } from '../db/database';
import { auditEvents, cspReports, whatsappInbound, whatsappOutbox } from '../db/schema';
import { firstKeptCspReportDay } from '../lib/http-limits';
import type { Logger } from '../lib/logger';
import { deleteEndedLimits } from '../lib/rate-limit';
import { deleteRetiredFiles } from './files';
import { deleteExpiredCodes } from './otp';
import { deleteExpiredChallenges } from './passkeys';
import { deleteOldClosedErasureRequests } from './privacy';
import { deleteExpiredSessions } from './sessions';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await deleteEndedLimits(db, now);
  await deleteExpiredSessions(db, now);
  await deleteExpiredCodes(db, now);
  await deleteExpiredChallenges(db, now);
  await deleteRetiredFiles(db, now);
  // A message's row and delivery status are kept a while for the clinic, then go.
  const keptSince = daysBefore(now, WHATSAPP_MESSAGE_KEEP_DAYS);
  await db.delete(whatsappOutbox).where(lt(whatsappOutbox.createdAt, keptSince));
  await db.delete(whatsappInbound).where(lt(whatsappInbound.receivedAt, keptSince));
  await db.delete(auditEvents).where(lt(auditEvents.at, daysBefore(now, AUDIT_EVENT_KEEP_DAYS)));
  await deleteOldClosedErasureRequests(db, now);
  await db.delete(cspReports).where(lt(cspReports.day, firstKeptCspReportDay(now)));
}

/**
 * PGlite has no autovacuum: the rows the sweep deletes and the sessions touched every minute
 * would stay behind as dead rows for good, and the planner would never have statistics (it
 * would plan the patient search without knowing how many patients there are). The embedded
 * database is vacuumed and analysed after each sweep, about 0.1 s with 10,000 patients;
 * PostgreSQL's autovacuum does this there.
 */
export async function vacuumEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`vacuum analyze`);
}

export function startMaintenance(
  database: Pick<Database, 'db' | 'kind'>,
  logger: Logger,
  everyMs = 15 * 60 * 1000,
): () => void {
  const run = () =>
    sweepExpired(database.db, new Date())
      .then(() => vacuumEmbedded(database))
      .catch((error: unknown) =>
        logger.warn('maintenance failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      );
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
