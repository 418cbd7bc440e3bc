/** Patient records in the database: listing, lookup, writes with duplicate detection, figures. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { PatientsPage, Stats } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Pause } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { issues, jobApplications, pauses, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { pausesOfUser, planOf, toPatient, type UserRow } from '../../services/patient-view';
import { patientsMatching } from './patient-search';

export const patientNotFound = () => notFound('Patient not found');

/** The row with this id, when it is a patient's (never an admin's). */
export const isPatient = (id: string) => and(eq(users.id, id), eq(users.role, 'patient'));

/** Each unique index, with the field it guards and what to say on that field. */
const DUPLICATES: Record<string, { path: string; message: string }> = {
  users_email_unique: { path: 'email', message: 'A patient with this email already exists' },
  users_phone_unique: { path: 'phone', message: 'A patient with this phone number already exists' },
};

/** The 409 for a unique-index violation on email or phone (23505), else null. */
export function duplicateError(error: unknown): HttpError | null {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  if (typeof cause !== 'object' || cause === null) return null;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  if (code !== '23505' || typeof constraint !== 'string') return null;
  const duplicate = DUPLICATES[constraint];
  return duplicate ? new HttpError(409, duplicate.message, [duplicate]) : null;
}

/** Runs a write, turning a duplicate email or phone into a 409 (also under concurrent writes). */
export async function withDuplicateCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw duplicateError(error) ?? error;
  }
}

export async function findPatient(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(isPatient(id));
  if (!row) throw patientNotFound();
  return row;
}

/**
 * One page of the patients matching `q`, newest first, and how many match. A search counts
 * its matches in the same query (one trigram-index scan, one round trip); the whole list,
 * where a window count would read every row, counts from the index beside it. Only the page's
 * patients have their pauses read (in the same query) and their plans computed.
 */
export async function listPatients(
  db: Db,
  query: PatientsQuery,
  today: string,
): Promise<PatientsPage> {
  const where = patientsMatching(query.q);
  const countAll = () => db.select({ value: count() }).from(users).where(where);
  const page = <T extends SelectedFields>(fields: T) =>
    db
      .select({ row: users, pauses: pausesOfUser(), ...fields })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
  let rows: { row: UserRow; pauses: Pause[] }[];
  let totalUsers: number;
  if (query.q) {
    const found = await page({ matching: sql`count(*) over ()`.mapWith(Number) });
    rows = found;
    // A page past the end has no row to carry the count.
    totalUsers = found[0]?.matching ?? (query.page > 1 ? ((await countAll())[0]?.value ?? 0) : 0);
  } else {
    const [[total], pageRows] = await Promise.all([countAll(), page({})]);
    rows = pageRows;
    totalUsers = total?.value ?? 0;
  }
  return {
    users: rows.map(({ row, pauses }) => toPatient(row, pauses, today)),
    totalPages: Math.ceil(totalUsers / query.limit),
    totalUsers,
  };
}

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
    const plan = planOf(patient, pausesByUser.get(patient.id) ?? [], today);
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
