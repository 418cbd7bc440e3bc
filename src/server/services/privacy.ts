/**
 * A patient's consent to the privacy notice and their requests to be erased. The consent to
 * each version is a row of its own, never overwritten, so the clinic can show who agreed to
 * which version and when; each is also in the audit trail, which outlives the patient.
 */
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Consent, ErasureRequest } from '../../shared/api-types';
import { CLOSED_ERASURE_REQUEST_KEEP_DAYS, PRIVACY_NOTICE_VERSION } from '../../shared/constants';
import type { Db } from '../db/database';
import { consents, erasureRequests, users } from '../db/schema';
import { conflict } from '../lib/http-error';
import { recordAudit, type AuditActor } from './audit';

/** What current-user says of the patient's privacy choices. */
export interface PrivacyState {
  consent: Consent | null;
  erasureRequestedAt: string | null;
}

/**
 * The newest consent to the current notice (null when the patient agreed only to older ones,
 * or to none) and the open erasure request's time, in one statement.
 */
export async function privacyStateOf(db: Db, userId: string): Promise<PrivacyState> {
  const [consent] = await db
    .select({ version: consents.version, at: consents.at })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.version, PRIVACY_NOTICE_VERSION)))
    .orderBy(desc(consents.at))
    .limit(1);
  const [request] = await db
    .select({ createdAt: erasureRequests.createdAt })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), isNull(erasureRequests.closedAt)));
  return {
    consent: consent ? { version: consent.version, at: consent.at.toISOString() } : null,
    erasureRequestedAt: request?.createdAt.toISOString() ?? null,
  };
}

/**
 * Records the patient's agreement to this version, with its audit event, in one transaction.
 * Agreeing again to a version already agreed to changes nothing: the first agreement stands
 * (`created` false), so repeated calls add no rows.
 */
export async function recordConsent(
  db: Db,
  patient: AuditActor,
  version: string,
  now: Date,
): Promise<{ consent: Consent; created: boolean }> {
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(consents)
      .values({ userId: patient.id, version, at: now })
      .onConflictDoNothing({ target: [consents.userId, consents.version] })
      .returning({ at: consents.at });
    if (!added) {
      const [first] = await tx
        .select({ at: consents.at })
        .from(consents)
        .where(and(eq(consents.userId, patient.id), eq(consents.version, version)));
      return { consent: { version, at: first!.at.toISOString() }, created: false };
    }
    await recordAudit(tx, {
      actor: patient,
      action: 'consent.agree',
      patientId: patient.id,
      changes: { version: { old: null, new: version } },
      at: now,
    });
    return { consent: { version, at: now.toISOString() }, created: true };
  });
}

const ONE_OPEN_REQUEST = 'erasure_requests_one_open_per_user';

function isSecondOpenRequest(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return false;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === ONE_OPEN_REQUEST;
}

/** Opens the patient's erasure request; 409 while another is open (also under concurrent calls). */
export async function requestErasure(
  db: Db,
  patient: AuditActor,
  reason: string,
  now: Date,
): Promise<{ createdAt: string }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(erasureRequests).values({ userId: patient.id, reason, createdAt: now });
      await recordAudit(tx, {
        actor: patient,
        action: 'erasure.request',
        patientId: patient.id,
        at: now,
      });
      return { createdAt: now.toISOString() };
    });
  } catch (error) {
    if (isSecondOpenRequest(error))
      throw conflict(/*i18n*/ 'Your request to be erased is already open');
    throw error;
  }
}

/** The open erasure requests, oldest first (the order they are owed an answer in). */
export async function listOpenErasureRequests(db: Db): Promise<ErasureRequest[]> {
  const rows = await db
    .select({
      id: erasureRequests.id,
      patientId: erasureRequests.userId,
      name: users.name,
      phone: users.phone,
      reason: erasureRequests.reason,
      createdAt: erasureRequests.createdAt,
    })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .where(isNull(erasureRequests.closedAt))
    .orderBy(asc(erasureRequests.createdAt), asc(erasureRequests.id));
  return rows.map((row) => ({
    _id: row.id,
    patientId: row.patientId,
    name: row.name,
    phone: row.phone ?? '',
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Requests withdrawn or declined more than CLOSED_ERASURE_REQUEST_KEEP_DAYS ago are deleted. */
export async function deleteOldClosedErasureRequests(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - CLOSED_ERASURE_REQUEST_KEEP_DAYS * 86_400_000);
  await db.delete(erasureRequests).where(lt(erasureRequests.closedAt, before));
}
