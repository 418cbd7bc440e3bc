/** Issue rows as the admin lists them, and as their patient does (api-types `Issue`, `OwnIssue`). */
import { and, desc, eq } from 'drizzle-orm';
import type { Issue, OwnIssue } from '../../../shared/api-types';
import type { IssueStatus } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { issues, users } from '../../db/schema';

type IssueRow = typeof issues.$inferSelect;
type Raiser = Pick<typeof users.$inferSelect, 'id' | 'name' | 'phone' | 'email'>;

const toIssue = (issue: IssueRow, patient: Raiser): Issue => ({
  _id: issue.id,
  issueType: issue.issueType,
  issueStatus: issue.issueStatus,
  description: issue.description,
  pauseProgress: issue.pauseProgress,
  pausedTreatment: issue.pauseId !== null,
  createdAt: issue.createdAt.toISOString(),
  closedAt: issue.closedAt?.toISOString() ?? null,
  closedBy:
    issue.issueStatus === 'closed' && issue.closedById
      ? { _id: issue.closedById, name: issue.closedByName ?? '' }
      : null,
  addedBy: {
    _id: patient.id,
    name: patient.name,
    phone: patient.phone ?? '',
    email: patient.email,
  },
  raisedBy: issue.raisedById ? { _id: issue.raisedById, name: issue.raisedByName ?? '' } : null,
});

/** Every issue, newest first, with the patient who raised it. */
export async function listIssues(db: Db, status?: IssueStatus): Promise<Issue[]> {
  const rows = await db
    .select({
      issue: issues,
      patient: { id: users.id, name: users.name, phone: users.phone, email: users.email },
    })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.userId))
    .where(status ? eq(issues.issueStatus, status) : undefined)
    .orderBy(desc(issues.createdAt), desc(issues.id));
  return rows.map(({ issue, patient }) => toIssue(issue, patient));
}

const toOwnIssue = (issue: IssueRow): OwnIssue => ({
  _id: issue.id,
  issueType: issue.issueType,
  issueStatus: issue.issueStatus,
  description: issue.description,
  pausedTreatment: issue.pauseId !== null,
  createdAt: issue.createdAt.toISOString(),
  raisedBy: issue.raisedById ? { _id: issue.raisedById, name: issue.raisedByName ?? '' } : null,
});

/** One patient's open issues, newest first. */
export async function listOpenIssuesOf(db: Db, patientId: string): Promise<OwnIssue[]> {
  const rows = await db
    .select()
    .from(issues)
    .where(and(eq(issues.userId, patientId), eq(issues.issueStatus, 'open')))
    .orderBy(desc(issues.createdAt), desc(issues.id));
  return rows.map(toOwnIssue);
}
