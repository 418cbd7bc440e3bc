/**
 * The patient every resource shares: found by id, and presented with its pauses as the API
 * shows it: the stored plan (start, aligners, steps) plus every figure docs/design.md §3 derives
 * from it for the clinic's today.
 *
 * A service, not the patients store, because it spans resources: a patient's plan is its row in
 * `users` with its pauses (written by `services/issues.ts`), and sign-in, issues, switches,
 * check-ins, wear, the timeline, privacy, erasure and reminders all name a patient through it.
 * The patient resource's own statements (the admin's list, writes, export) are in
 * `routes/patients/patients.store.ts`.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CurrentUser, Guardian, Patient } from '../../shared/api-types';
import {
  planFigures,
  summarizePlan,
  type Pause,
  type PlanFigures,
  type PlanInput,
  type PlanSummary,
} from '../../shared/treatment-plan';
import type { Db } from '../db/database';
import { pauses, users } from '../db/schema';
import { notFound } from '../lib/http-error';

export type UserRow = typeof users.$inferSelect;

/**
 * The columns a patient is shown from (`toPatient`), for queries that read many patients (the
 * list, the export): no password hash or bookkeeping read, parsed and dropped for each row.
 */
export const patientFields = {
  id: users.id,
  role: users.role,
  name: users.name,
  email: users.email,
  phone: users.phone,
  dob: users.dob,
  gender: users.gender,
  link3d: users.link3d,
  startDate: users.startDate,
  aligners: users.aligners,
  steps: users.steps,
  createdAt: users.createdAt,
};
export type PatientRow = Pick<UserRow, keyof typeof patientFields>;

export const patientNotFound = () => notFound('Patient not found');

/** Rows that are patients' (never an admin's). */
export const isPatientRow = eq(users.role, 'patient');

/** The row with this id, when it is a patient's (never an admin's). */
export const isPatient = (id: string) => and(eq(users.id, id), isPatientRow);

/** The patient with this id, for every resource that names one; 404 otherwise. */
export async function findPatient(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(isPatient(id));
  if (!row) throw patientNotFound();
  return row;
}

export async function loadPauses(db: Db, userId: string): Promise<Pause[]> {
  return db
    .select({ pauseDate: pauses.pauseDate, resumedDate: pauses.resumedDate })
    .from(pauses)
    .where(eq(pauses.userId, userId))
    .orderBy(asc(pauses.pauseDate));
}

/** Pauses of many patients in one query, keyed by patient id. */
export async function loadPausesFor(db: Db, userIds: string[]): Promise<Map<string, Pause[]>> {
  const byUser = new Map<string, Pause[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: pauses.userId, pauseDate: pauses.pauseDate, resumedDate: pauses.resumedDate })
    .from(pauses)
    .where(inArray(pauses.userId, userIds))
    .orderBy(asc(pauses.pauseDate));
  for (const { userId, ...pause } of rows) byUser.get(userId)?.push(pause);
  return byUser;
}

/**
 * A patient's pauses as a column of a query on `users` (`[]` for none), oldest first. The
 * user's id is named with its table: drizzle leaves columns unqualified in a one-table select,
 * where a bare "id" inside this subquery would be the pause's own.
 */
export function pausesOfUser(): SQL<Pause[]> {
  return sql<Pause[]>`coalesce((
    select json_agg(json_build_object('pauseDate', p.pause_date, 'resumedDate', p.resumed_date)
                    order by p.pause_date)
    from ${pauses} p where p.user_id = ${users}.${sql.identifier(users.id.name)}), '[]'::json)`;
}

/** The plan a patient row stores, with its pauses; null for an admin or a plan not set. */
function planInputOf(user: PatientRow, userPauses: Pause[]): PlanInput | null {
  if (user.role !== 'patient' || !user.startDate || !user.aligners || !user.steps) return null;
  return {
    startDate: user.startDate,
    aligners: user.aligners,
    steps: user.steps,
    pauses: userPauses,
  };
}

export function planOf(user: PatientRow, userPauses: Pause[], today: string): PlanSummary | null {
  const plan = planInputOf(user, userPauses);
  return plan && summarizePlan(plan, today);
}

/** The plan's figures without its timeline, for views that show no timeline. */
export function planFiguresOf(
  user: PatientRow,
  userPauses: Pause[],
  today: string,
): PlanFigures | null {
  const plan = planInputOf(user, userPauses);
  return plan && planFigures(plan, today);
}

export function toCurrentUser(user: PatientRow, userPauses: Pause[], today: string): CurrentUser {
  const current: CurrentUser = {
    _id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    gender: user.gender,
  };
  const plan = planFiguresOf(user, userPauses, today);
  if (!plan) return current;
  // Added in place: spreading `current` into a new literal cost ten times the plan's maths.
  return Object.assign(current, {
    startDate: user.startDate!,
    duration: plan.duration,
    daysCompleted: plan.daysCompleted,
    daysRemaining: plan.daysRemaining,
    durationInWeeks: plan.durationInWeeks,
    steps: user.steps!,
    status: plan.status,
    currentAligner: plan.currentAligner,
    aligners: user.aligners!,
    nextDate: plan.nextDate,
    link3d: user.link3d ?? '',
  });
}

export function toPatient(
  user: PatientRow,
  userPauses: Pause[],
  today: string,
  guardians: Guardian[],
): Patient {
  const plan = planFiguresOf(user, userPauses, today);
  if (!plan) throw new Error(`User ${user.id} is not a patient with a plan`);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    dob: user.dob ?? '',
    gender: user.gender ?? 'other',
    link3d: user.link3d ?? '',
    startDate: user.startDate!,
    aligners: user.aligners!,
    steps: user.steps!,
    stepsInDays: plan.stepsInDays,
    endDate: plan.endDate,
    duration: plan.duration,
    durationInWeeks: plan.durationInWeeks,
    nextDate: plan.nextDate,
    weekCompleted: plan.weekCompleted,
    currentAligner: plan.currentAligner,
    status: plan.status,
    createdAt: user.createdAt.toISOString(),
    guardians,
  };
}
