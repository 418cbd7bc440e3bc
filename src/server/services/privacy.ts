/**
 * A patient's consent to the privacy notice and their requests to be erased. The consent to
 * each version is a row of its own, never overwritten, so the clinic can show who agreed to
 * which version and when; each is also in the audit trail, which outlives the patient.
 */
import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Consent, ErasureRequest } from '../../shared/api-types';
import { addDays, todayIn, type CalendarDate } from '../../shared/calendar-date';
import {
  CLOSED_ERASURE_REQUEST_KEEP_DAYS,
  ERASURE_ANSWER_DAYS,
  PRIVACY_NOTICE_VERSION,
} from '../../shared/constants';
import type { Db } from '../db/database';
import { consents, erasureRequests, users } from '../db/schema';
import { conflict, notFound } from '../lib/http-error';
import { recordAudit, type AuditActor } from './audit';

/** What current-user says of the patient's privacy choices. */
export interface PrivacyState {
  consent: Consent | null;
  erasureRequestedAt: string | null;
  erasureDueOn: CalendarDate | null;
}

/** The clinic day a request sent at `requestedAt` is to be answered by. */
export const erasureDueOn = (requestedAt: Date, timeZone: string): CalendarDate =>
  addDays(todayIn(timeZone, requestedAt), ERASURE_ANSWER_DAYS);

/**
 * The newest consent to the current notice (null when the patient agreed only to older ones,
 * or to none) and the open erasure request's time, in one statement. A parent's or guardian's
 * consent counts only while the patient is a `minor`: an adult agrees themselves.
 */
export async function privacyStateOf(
  db: Db,
  userId: string,
  timeZone: string,
  { minor }: { minor: boolean },
): Promise<PrivacyState> {
  const [consent] = await db
    .select({ version: consents.version, at: consents.at })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.version, PRIVACY_NOTICE_VERSION),
        minor ? undefined : eq(consents.byGuardian, false),
      ),
    )
    .orderBy(desc(consents.at))
    .limit(1);
  const [request] = await db
    .select({ createdAt: erasureRequests.createdAt })
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), isNull(erasureRequests.closedAt)));
  return {
    consent: consent ? { version: consent.version, at: consent.at.toISOString() } : null,
    erasureRequestedAt: request?.createdAt.toISOString() ?? null,
    erasureDueOn: request ? erasureDueOn(request.createdAt, timeZone) : null,
  };
}

/**
 * Records the patient's agreement to this version, with its audit event, in one transaction;
 * `guardian` when a parent or guardian agrees for a patient under 18. Agreeing again to a
 * version already agreed to changes nothing: the first agreement stands (`created` false), so
 * repeated calls add no rows.
 */
export async function recordConsent(
  db: Db,
  patient: AuditActor,
  version: string,
  now: Date,
  guardian: AuditActor | null = null,
): Promise<{ consent: Consent; created: boolean }> {
  const byGuardian = guardian !== null;
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(consents)
      .values({ userId: patient.id, version, at: now, byGuardian })
      .onConflictDoNothing({ target: [consents.userId, consents.version, consents.byGuardian] })
      .returning({ at: consents.at });
    if (!added) {
      const [first] = await tx
        .select({ at: consents.at })
        .from(consents)
        .where(
          and(
            eq(consents.userId, patient.id),
            eq(consents.version, version),
            eq(consents.byGuardian, byGuardian),
          ),
        );
      return { consent: { version, at: first!.at.toISOString() }, created: false };
    }
    await recordAudit(tx, {
      actor: guardian ?? patient,
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

/**
 * Opens the patient's erasure request (`guardian`: asked by their parent or guardian); 409
 * while another is open (also under concurrent calls).
 */
export async function requestErasure(
  db: Db,
  patient: AuditActor,
  reason: string,
  now: Date,
  guardian: AuditActor | null = null,
): Promise<{ createdAt: Date }> {
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(erasureRequests).values({ userId: patient.id, reason, createdAt: now });
      await recordAudit(tx, {
        actor: guardian ?? patient,
        action: 'erasure.request',
        patientId: patient.id,
        at: now,
      });
      return { createdAt: now };
    });
  } catch (error) {
    if (isSecondOpenRequest(error))
      throw conflict(/*i18n*/ 'Your request to be erased is already open');
    throw error;
  }
}

/**
 * Withdraws the patient's open erasure request (kept, closed, for the record: see
 * CLOSED_ERASURE_REQUEST_KEEP_DAYS); 404 when none is open.
 */
/** Closes `patient`'s open request; `actor` is the patient or their parent or guardian. */
export async function withdrawErasure(
  db: Db,
  patient: AuditActor,
  now: Date,
  actor: AuditActor = patient,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(erasureRequests)
      .set({ closedAt: now })
      .where(and(eq(erasureRequests.userId, patient.id), isNull(erasureRequests.closedAt)))
      .returning({ createdAt: erasureRequests.createdAt });
    if (!closed) throw notFound(/*i18n*/ 'You have no open request to be erased');
    await recordAudit(tx, {
      actor,
      action: 'erasure.withdraw',
      patientId: patient.id,
      changes: { erasureRequestedAt: { old: closed.createdAt.toISOString(), new: null } },
      at: now,
    });
  });
}

/** The open erasure requests, oldest first (the order they are owed an answer in). */
export async function listOpenErasureRequests(db: Db, timeZone: string): Promise<ErasureRequest[]> {
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
    dueOn: erasureDueOn(row.createdAt, timeZone),
  }));
}

/** Requests withdrawn or declined more than CLOSED_ERASURE_REQUEST_KEEP_DAYS ago are deleted. */
export async function deleteOldClosedErasureRequests(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - CLOSED_ERASURE_REQUEST_KEEP_DAYS * 86_400_000);
  await db.delete(erasureRequests).where(lt(erasureRequests.closedAt, before));
}
