/** Patient records in the database: listing, lookup, writes with duplicate detection, figures. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Patient, PatientsPage, Stats } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Pause } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { issues, jobApplications, pauses, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { loadPausesFor, planOf, toPatient, type UserRow } from '../../services/patient-view';
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

export async function toPatients(db: Db, rows: UserRow[], today: string): Promise<Patient[]> {
  const pausesByUser = await loadPausesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPatient(row, pausesByUser.get(row.id) ?? [], today));
}

export async function listPatients(
  db: Db,
  query: PatientsQuery,
  today: string,
): Promise<PatientsPage> {
  const where = patientsMatching(query.q);
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalUsers = total?.value ?? 0;
  return {
    users: await toPatients(db, rows, today),
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
