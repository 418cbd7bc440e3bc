/**
 * The admin dashboard's figures (GET /api/users/stats), which span patients and their plans,
 * issues and job applications.
 */
import { count, eq } from 'drizzle-orm';
import type { Stats } from '../../shared/api-types';
import type { Pause } from '../../shared/treatment-plan';
import type { Db } from '../db/database';
import { issues, jobApplications, pauses, users } from '../db/schema';
import { planFiguresOf } from './patient-view';

/** Dashboard figures; each patient's status comes from the plan rules for today. */
export async function patientStats(db: Db, today: string): Promise<Stats> {
  const patients = await db.select().from(users).where(eq(users.role, 'patient'));
  // Pauses belong to patients only: one query for all of them.
  const allPauses = await db
    .select({ userId: pauses.userId, pauseDate: pauses.pauseDate, resumedDate: pauses.resumedDate })
    .from(pauses);
  const pausesByUser = new Map<string, Pause[]>();
  for (const { userId, ...pause } of allPauses) {
    pausesByUser.set(userId, [...(pausesByUser.get(userId) ?? []), pause]);
  }
  const byStatus = { active: 0, paused: 0, completed: 0 };
  for (const patient of patients) {
    const plan = planFiguresOf(patient, pausesByUser.get(patient.id) ?? [], today);
    if (plan) byStatus[plan.status]++;
  }
  const [issueCount] = await db.select({ value: count() }).from(issues);
  const [applicationCount] = await db.select({ value: count() }).from(jobApplications);
  return {
    patients: patients.length,
    ...byStatus,
    issues: issueCount?.value ?? 0,
    applications: applicationCount?.value ?? 0,
  };
}
