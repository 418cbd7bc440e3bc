/**
 * Patient issues and treatment pauses (DESIGN.md §3): raising an issue may pause an active plan;
 * resuming closes the open pause and the patient's open issues. Each change is one transaction.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { CalendarDate } from '../../shared/calendar-date';
import { formatDateIN, isBefore, laterOf } from '../../shared/calendar-date';
import type { IssueQuery } from '../../shared/schemas/issue';
import type { Db } from '../db/database';
import { issues, pauses } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { recordAudit, type AuditActor, type AuditChanges } from './audit';
import { loadPauses, planFiguresOf, type PatientRow } from './patient-view';

export interface IssueClock {
  today: CalendarDate;
  now: Date;
}

/** Stores the issue; with pauseProgress on an active plan, pauses it as of today. */
export async function raiseIssue(
  db: Db,
  patient: PatientRow,
  input: IssueQuery,
  { today, now }: IssueClock,
): Promise<{ paused: boolean }> {
  return db.transaction(async (tx) => {
    await tx.insert(issues).values({
      userId: patient.id,
      issueType: input.issueType,
      description: input.description,
      pauseProgress: input.pauseProgress,
      createdAt: now,
    });
    if (!input.pauseProgress) return { paused: false };
    const plan = planFiguresOf(patient, await loadPauses(tx, patient.id), today);
    if (plan?.status !== 'active') return { paused: false };

    // A pause already closed on a later date has not ended yet: it continues instead of a
    // second, overlapping pause counting the same days twice.
    const [unfinished] = await tx
      .update(pauses)
      .set({ resumedDate: null })
      .where(and(eq(pauses.userId, patient.id), gt(pauses.resumedDate, today)))
      .returning({ id: pauses.id });
    if (unfinished) return { paused: true };
    // The partial unique index keeps one open pause per patient under concurrent requests.
    const opened = await tx
      .insert(pauses)
      .values({ userId: patient.id, pauseDate: today, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pauses.id });
    return { paused: opened.length > 0 };
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

/** Closes open issues and returns their ids. */
async function closeIssues(db: Db, userId: string, now: Date, issueId?: string) {
  const closed = await db
    .update(issues)
    .set({ issueStatus: 'closed', closedAt: now })
    .where(
      and(
        eq(issues.userId, userId),
        eq(issues.issueStatus, 'open'),
        issueId ? eq(issues.id, issueId) : undefined,
      ),
    )
    .returning({ id: issues.id });
  return closed.map(({ id }) => id);
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

/** The patient's (or an admin's) resume: the open pause ends on `resumeDate`. */
export async function resumeTreatment(
  db: Db,
  userId: string,
  resumeDate: CalendarDate,
  now: Date,
  /** Set when an admin resumes the plan: recorded in the audit trail. */
  admin?: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pause = await openPause(tx, userId);
    if (!pause) throw badRequest('Treatment is not paused');
    if (isBefore(resumeDate, pause.pauseDate)) {
      throw badRequest(
        `The resume date cannot be before the pause date (${formatDateIN(pause.pauseDate)})`,
      );
    }
    await tx.update(pauses).set({ resumedDate: resumeDate }).where(eq(pauses.id, pause.id));
    const closedIds = await closeIssues(tx, userId, now);
    if (admin) await auditClose(tx, admin, userId, closedIds, resumeDate, now);
  });
}

/** The admin closes the patient's open issues (or one of them) and resumes a paused plan today. */
export async function closeIssuesAsAdmin(
  db: Db,
  patientId: string,
  issueId: string | undefined,
  { today, now }: IssueClock,
  admin: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (issueId) {
      const [issue] = await tx
        .select({ id: issues.id })
        .from(issues)
        .where(and(eq(issues.id, issueId), eq(issues.userId, patientId)));
      if (!issue) throw notFound('Issue not found');
    }
    const closedIds = await closeIssues(tx, patientId, now, issueId);
    const pause = await openPause(tx, patientId);
    const resumedDate = pause ? laterOf(pause.pauseDate, today) : null;
    if (pause) await tx.update(pauses).set({ resumedDate }).where(eq(pauses.id, pause.id));
    await auditClose(tx, admin, patientId, closedIds, resumedDate, now);
  });
}
