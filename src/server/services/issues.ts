/**
 * Patient issues and treatment pauses (DESIGN.md §3): raising an issue may pause an active plan;
 * resuming closes the open pause and the patient's open issues. Each change is one transaction.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Issue } from '../../shared/api-types';
import type { CalendarDate } from '../../shared/calendar-date';
import { formatDateIN, isBefore, laterOf } from '../../shared/calendar-date';
import type { IssueQuery } from '../../shared/schemas/issue';
import type { Db } from '../db/database';
import { issues, pauses, users } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { loadPauses, planOf, type UserRow } from './patient-view';

export interface IssueClock {
  today: CalendarDate;
  now: Date;
}

/** Stores the issue; with pauseProgress on an active plan, pauses it as of today. */
export async function raiseIssue(
  db: Db,
  patient: UserRow,
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
    const plan = planOf(patient, await loadPauses(tx, patient.id), today);
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

async function closeIssues(db: Db, userId: string, now: Date, issueId?: string) {
  await db
    .update(issues)
    .set({ issueStatus: 'closed', closedAt: now })
    .where(
      and(
        eq(issues.userId, userId),
        eq(issues.issueStatus, 'open'),
        issueId ? eq(issues.id, issueId) : undefined,
      ),
    );
}

/** The patient's (or an admin's) resume: the open pause ends on `resumeDate`. */
export async function resumeTreatment(
  db: Db,
  userId: string,
  resumeDate: CalendarDate,
  now: Date,
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
    await closeIssues(tx, userId, now);
  });
}

/** The admin closes the patient's open issues (or one of them) and resumes a paused plan today. */
export async function closeIssuesAsAdmin(
  db: Db,
  patientId: string,
  issueId: string | undefined,
  { today, now }: IssueClock,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (issueId) {
      const [issue] = await tx
        .select({ id: issues.id })
        .from(issues)
        .where(and(eq(issues.id, issueId), eq(issues.userId, patientId)));
      if (!issue) throw notFound('Issue not found');
    }
    await closeIssues(tx, patientId, now, issueId);
    const pause = await openPause(tx, patientId);
    if (pause) {
      const resumedDate = laterOf(pause.pauseDate, today);
      await tx.update(pauses).set({ resumedDate }).where(eq(pauses.id, pause.id));
    }
  });
}

/** Every issue, newest first, with the patient who raised it. */
export async function listIssues(db: Db, status?: 'open' | 'closed'): Promise<Issue[]> {
  const rows = await db
    .select({
      issue: issues,
      patient: { id: users.id, name: users.name, phone: users.phone, email: users.email },
    })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.userId))
    .where(status ? eq(issues.issueStatus, status) : undefined)
    .orderBy(desc(issues.createdAt), desc(issues.id));
  return rows.map(({ issue, patient }) => ({
    _id: issue.id,
    issueType: issue.issueType,
    issueStatus: issue.issueStatus,
    description: issue.description,
    pauseProgress: issue.pauseProgress,
    createdAt: issue.createdAt.toISOString(),
    addedBy: {
      _id: patient.id,
      name: patient.name,
      phone: patient.phone ?? '',
      email: patient.email,
    },
  }));
}
