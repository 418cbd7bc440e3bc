/**
 * Patient issues and treatment pauses. Raising an issue with `pauseProgress` on an active plan
 * opens a pause dated today, and the issue remembers it (`pause_id`). Resuming ends that pause
 * and closes the issue that opened it; the patient's other open issues stay open for the clinic.
 * Pauses never overlap: a pause resumed on a later date refuses a new one until then. Each
 * change is one transaction.
 */
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { CalendarDate } from '../../shared/calendar-date';
import { isAfter, laterOf } from '../../shared/calendar-date';
import { resumeDateIssue } from '../../shared/date-rules';
import type { IssueQuery } from '../../shared/schemas/issue';
import type { Db } from '../db/database';
import { issues, pauses } from '../db/schema';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { recordAudit, type AuditActor, type AuditChanges } from './audit';
import { planFiguresOf, type PatientRow } from './patient-view';
import { said, saidDate } from '../../shared/messages';

export interface IssueClock {
  today: CalendarDate;
  now: Date;
}

/** 409: the plan resumes on a later date, and a pause before then would overlap the last one. */
function pausedUntil(resumedDate: CalendarDate) {
  const message = said(
    /*i18n*/ 'Your treatment resumes on {date}, so it cannot be paused again before then. You can still report the issue without pausing.',
    { date: saidDate(resumedDate) },
  );
  return new HttpError(409, message, [{ path: 'pauseProgress', message }]);
}

/**
 * Opens a pause dated today for a pausing issue and returns its id; null when the plan is not
 * active (already paused, finished, not set) or a concurrent request paused it first.
 */
async function openPauseFor(tx: Db, patient: PatientRow, { today, now }: IssueClock) {
  const userPauses = await tx
    .select({ pauseDate: pauses.pauseDate, resumedDate: pauses.resumedDate })
    .from(pauses)
    .where(eq(pauses.userId, patient.id))
    .orderBy(pauses.pauseDate)
    .for('update');
  if (planFiguresOf(patient, userPauses, today)?.status !== 'active') return null;
  const pending = userPauses.find((p) => p.resumedDate !== null && isAfter(p.resumedDate, today));
  if (pending?.resumedDate) throw pausedUntil(pending.resumedDate);
  // The partial unique index keeps one open pause per patient under concurrent requests.
  const [opened] = await tx
    .insert(pauses)
    .values({ userId: patient.id, pauseDate: today, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: pauses.id });
  return opened?.id ?? null;
}

/**
 * Stores the issue; with pauseProgress on an active plan, pauses it as of today. `raisedBy`: a
 * parent or guardian raising it for the patient, named on it for the clinic.
 */
export async function raiseIssue(
  db: Db,
  patient: PatientRow,
  input: IssueQuery,
  clock: IssueClock,
  raisedBy: Pick<AuditActor, 'id' | 'name'> | null = null,
): Promise<{ paused: boolean }> {
  return db.transaction(async (tx) => {
    const pauseId = input.pauseProgress ? await openPauseFor(tx, patient, clock) : null;
    await tx.insert(issues).values({
      userId: patient.id,
      issueType: input.issueType,
      description: input.description,
      pauseProgress: input.pauseProgress,
      pauseId,
      createdAt: clock.now,
      raisedById: raisedBy?.id ?? null,
      raisedByName: raisedBy?.name ?? null,
    });
    return { paused: pauseId !== null };
  });
}

async function openPause(db: Db, userId: string) {
  const [pause] = await db
    .select({ id: pauses.id, pauseDate: pauses.pauseDate })
    .from(pauses)
    .where(and(eq(pauses.userId, userId), isNull(pauses.resumedDate)))
    .for('update');
  return pause;
}

/** Closes the patient's open issues that `which` selects, recording who closed them. */
async function closeIssues(
  db: Db,
  userId: string,
  which: SQL | undefined,
  closer: AuditActor,
  now: Date,
) {
  return db
    .update(issues)
    .set({ issueStatus: 'closed', closedAt: now, closedById: closer.id, closedByName: closer.name })
    .where(and(eq(issues.userId, userId), eq(issues.issueStatus, 'open'), which))
    .returning({ id: issues.id, pauseId: issues.pauseId });
}

/** An admin's closing of issues (and resuming of the plan) in the audit trail. */
async function auditClose(
  tx: Db,
  admin: AuditActor,
  patientId: string,
  closedIds: string[],
  resumedDate: CalendarDate | null,
  at: Date,
) {
  if (closedIds.length === 0 && !resumedDate) return;
  const changes: AuditChanges = {};
  if (closedIds.length > 0) changes.closedIssues = { old: null, new: closedIds };
  if (resumedDate) changes.resumedDate = { old: null, new: resumedDate };
  await recordAudit(tx, { actor: admin, action: 'issue.close', patientId, changes, at });
}

/**
 * An admin moves the resume date of a plan already resumed on a later day (a wrong date, or
 * the patient came back sooner): the newest pause still ahead of today takes the new date.
 */
async function moveResumeDate(
  tx: Db,
  userId: string,
  resumeDate: CalendarDate,
  { today, now }: IssueClock,
  admin: AuditActor,
) {
  const [pending] = await tx
    .select()
    .from(pauses)
    .where(and(eq(pauses.userId, userId), gt(pauses.resumedDate, today)))
    .orderBy(desc(pauses.pauseDate))
    .limit(1)
    .for('update');
  if (!pending) throw badRequest(/*i18n*/ 'Treatment is not paused');
  const problem = resumeDateIssue(resumeDate, today, {
    pauseDate: pending.pauseDate,
    byStaff: true,
  });
  if (problem) throw badRequest(problem, [{ path: 'resumeDate', message: problem }]);
  await tx.update(pauses).set({ resumedDate: resumeDate }).where(eq(pauses.id, pending.id));
  const changes = { resumedDate: { old: pending.resumedDate, new: resumeDate } };
  await recordAudit(tx, {
    actor: admin,
    action: 'pause.resume-date',
    patientId: userId,
    changes,
    at: now,
  });
}

export type ResumeOutcome = 'resumed' | 'moved';

/**
 * The patient's (or an admin's) resume: the open pause ends on `resumeDate` and the issue that
 * opened it is closed. An admin may instead move a resume date that is still ahead.
 */
export async function resumeTreatment(
  db: Db,
  userId: string,
  resumeDate: CalendarDate,
  clock: IssueClock,
  caller: AuditActor,
): Promise<ResumeOutcome> {
  const byStaff = caller.role === 'admin';
  return db.transaction(async (tx) => {
    const pause = await openPause(tx, userId);
    if (!pause && byStaff) {
      await moveResumeDate(tx, userId, resumeDate, clock, caller);
      return 'moved';
    }
    if (!pause) throw badRequest(/*i18n*/ 'Treatment is not paused');
    const problem = resumeDateIssue(resumeDate, clock.today, {
      pauseDate: pause.pauseDate,
      byStaff,
    });
    if (problem) throw badRequest(problem, [{ path: 'resumeDate', message: problem }]);
    await tx.update(pauses).set({ resumedDate: resumeDate }).where(eq(pauses.id, pause.id));
    const closed = await closeIssues(tx, userId, eq(issues.pauseId, pause.id), caller, clock.now);
    if (byStaff) {
      const closedIds = closed.map(({ id }) => id);
      await auditClose(tx, caller, userId, closedIds, resumeDate, clock.now);
    }
    return 'resumed';
  });
}

export interface CloseOutcome {
  /** Issues this call closed. */
  closed: number;
  /** The plan was paused and now resumes today. */
  resumed: boolean;
  /** The plan stays paused: the issue that paused it is still open. */
  stillPaused: boolean;
}

/**
 * The admin closes the patient's open issues (or the one `issueId`). A paused plan resumes as
 * of today when the issue that paused it is among them, or when no open issue is left; closing
 * another issue leaves the pause to the issue that opened it.
 */
export async function closeIssuesAsAdmin(
  db: Db,
  patientId: string,
  issueId: string | undefined,
  { today, now }: IssueClock,
  admin: AuditActor,
): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    if (issueId) {
      const [issue] = await tx
        .select({ id: issues.id })
        .from(issues)
        .where(and(eq(issues.id, issueId), eq(issues.userId, patientId)));
      if (!issue) throw notFound(/*i18n*/ 'Issue not found');
    }
    const which = issueId ? eq(issues.id, issueId) : undefined;
    const closed = await closeIssues(tx, patientId, which, admin, now);
    const pause = await openPause(tx, patientId);
    let resumedDate: CalendarDate | null = null;
    if (pause) {
      const [stillOpen] = await tx
        .select({ id: issues.id })
        .from(issues)
        .where(and(eq(issues.userId, patientId), eq(issues.issueStatus, 'open')))
        .limit(1);
      if (closed.some((issue) => issue.pauseId === pause.id) || !stillOpen) {
        resumedDate = laterOf(pause.pauseDate, today);
        await tx.update(pauses).set({ resumedDate }).where(eq(pauses.id, pause.id));
      }
    }
    const closedIds = closed.map(({ id }) => id);
    await auditClose(tx, admin, patientId, closedIds, resumedDate, now);
    return {
      closed: closed.length,
      resumed: resumedDate !== null,
      stillPaused: pause !== undefined && resumedDate === null,
    };
  });
}
