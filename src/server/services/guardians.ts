/**
 * Parents and guardians (docs/design.md §12): the links between a patient and the people who
 * follow their treatment while they are under 18, and the one rule of who may act for whom
 * (`patientActedFor`).
 *
 * A guardian is a user: a `guardian` row of their own (name and phone; no email or password:
 * they sign in by WhatsApp code), or a patient's row when their phone is a patient's. One
 * phone is one person, so siblings share their guardian's row.
 */
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Child, Guardian } from '../../shared/api-types';
import { MAX_GUARDIANS } from '../../shared/constants';
import { isMinorOn } from '../../shared/minors';
import {
  MINOR_NEEDS_GUARDIAN_MESSAGE,
  TOO_MANY_GUARDIANS_MESSAGE,
  type GuardianInput,
} from '../../shared/schemas/guardian';
import type { Db } from '../db/database';
import { patientGuardians, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/http-error';
import type { UserRow } from './patient-view';

const guardianFields = {
  _id: users.id,
  name: users.name,
  phone: sql<string>`coalesce(${users.phone}, '')`,
  relationship: patientGuardians.relationship,
};

/** The guardians on each patient's record, oldest link first, keyed by patient id. */
export async function guardiansFor(db: Db, patientIds: string[]): Promise<Map<string, Guardian[]>> {
  const byPatient = new Map<string, Guardian[]>(patientIds.map((id) => [id, []]));
  if (patientIds.length === 0) return byPatient;
  const rows = await db
    .select({ patientId: patientGuardians.patientId, ...guardianFields })
    .from(patientGuardians)
    .innerJoin(users, eq(users.id, patientGuardians.guardianId))
    .where(inArray(patientGuardians.patientId, patientIds))
    .orderBy(asc(patientGuardians.createdAt), asc(users.id));
  for (const { patientId, ...guardian } of rows) byPatient.get(patientId)?.push(guardian);
  return byPatient;
}

export async function guardiansOf(db: Db, patientId: string): Promise<Guardian[]> {
  return (await guardiansFor(db, [patientId])).get(patientId)!;
}

/**
 * The user a guardian's phone names: the patient or guardian with it, or a new guardian row.
 * A guardian row takes the newest name the clinic gave; a patient keeps their own.
 */
async function guardianUserFor(tx: Db, input: GuardianInput, now: Date): Promise<string> {
  const [existing] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.phone, input.phone));
  if (existing?.role === 'admin') throw conflict('This phone number belongs to a staff account');
  if (existing?.role === 'guardian') {
    await tx
      .update(users)
      .set({ name: input.name, updatedAt: now })
      .where(eq(users.id, existing.id));
  }
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({
      role: 'guardian',
      name: input.name,
      email: '',
      phone: input.phone,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  return created!.id;
}

/**
 * Links a parent or guardian to the patient, or updates the link when the phone is already
 * theirs; 400 past MAX_GUARDIANS or for the patient's own phone.
 */
export async function addGuardian(
  tx: Db,
  patient: Pick<UserRow, 'id' | 'phone'>,
  input: GuardianInput,
  now: Date,
): Promise<Guardian> {
  if (input.phone === patient.phone)
    throw badRequest('A patient cannot be their own parent or guardian', [
      { path: 'phone', message: 'A patient cannot be their own parent or guardian' },
    ]);
  const guardianId = await guardianUserFor(tx, input, now);
  await tx
    .insert(patientGuardians)
    .values({ patientId: patient.id, guardianId, relationship: input.relationship, createdAt: now })
    .onConflictDoUpdate({
      target: [patientGuardians.patientId, patientGuardians.guardianId],
      set: { relationship: input.relationship },
    });
  const guardians = await guardiansOf(tx, patient.id);
  if (guardians.length > MAX_GUARDIANS) throw badRequest(TOO_MANY_GUARDIANS_MESSAGE);
  return guardians.find((guardian) => guardian._id === guardianId)!;
}

/** Makes the patient's guardians exactly `inputs` (register and update's `guardians`). */
export async function setGuardians(
  tx: Db,
  patient: Pick<UserRow, 'id' | 'phone'>,
  inputs: GuardianInput[],
  now: Date,
): Promise<void> {
  const kept = new Set(inputs.map((input) => input.phone));
  const removed = (await guardiansOf(tx, patient.id)).filter(
    (guardian) => !kept.has(guardian.phone),
  );
  for (const guardian of removed) await unlink(tx, patient.id, guardian._id);
  for (const input of inputs) await addGuardian(tx, patient, input, now);
}

async function unlink(tx: Db, patientId: string, guardianId: string): Promise<boolean> {
  const deleted = await tx
    .delete(patientGuardians)
    .where(
      and(eq(patientGuardians.patientId, patientId), eq(patientGuardians.guardianId, guardianId)),
    )
    .returning({ guardianId: patientGuardians.guardianId });
  await deleteGuardiansWithoutChildren(tx, [guardianId]);
  return deleted.length > 0;
}

/** Removes a guardian from the patient's record; 404 when not theirs. */
export async function removeGuardian(tx: Db, patientId: string, guardianId: string): Promise<void> {
  if (!(await unlink(tx, patientId, guardianId))) throw notFound('Guardian not found');
}

/** 400 when the patient is a minor on `today` with no guardian on record. */
export async function checkMinorHasGuardian(
  tx: Db,
  patient: Pick<UserRow, 'id' | 'dob'>,
  today: string,
): Promise<void> {
  if (!isMinorOn(patient.dob, today)) return;
  if ((await guardiansOf(tx, patient.id)).length === 0)
    throw badRequest(MINOR_NEEDS_GUARDIAN_MESSAGE, [
      { path: 'guardians', message: MINOR_NEEDS_GUARDIAN_MESSAGE },
    ]);
}

/** Deletes those of these guardian rows (never a patient's) that follow no patient any more. */
export async function deleteGuardiansWithoutChildren(tx: Db, guardianIds: string[]): Promise<void> {
  if (guardianIds.length === 0) return;
  await tx.delete(users).where(
    and(
      inArray(users.id, guardianIds),
      eq(users.role, 'guardian'),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(patientGuardians)
          .where(eq(patientGuardians.guardianId, users.id)),
      ),
    ),
  );
}

/** The ids of the guardians on the patient's record. */
export async function guardianIdsOf(tx: Db, patientId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: patientGuardians.guardianId })
    .from(patientGuardians)
    .where(eq(patientGuardians.patientId, patientId));
  return rows.map((row) => row.id);
}

/**
 * A phone about to become a patient's: a guardian row holding it hands its children to the
 * patient `takeOver` and is deleted (one phone is one person). Runs before the patient's row
 * takes the phone; `takeOver` is called once that row exists.
 */
export async function freePhoneFromGuardian(
  tx: Db,
  phone: string | undefined | null,
): Promise<(patientId: string) => Promise<void>> {
  const [guardian] = phone
    ? await tx
        .update(users)
        .set({ phone: null })
        .where(and(eq(users.phone, phone), eq(users.role, 'guardian')))
        .returning({ id: users.id })
    : [];
  return async (patientId) => {
    if (!guardian) return;
    // Never their own guardian: a link from the patient to the guardian they now are goes.
    await tx
      .delete(patientGuardians)
      .where(
        and(
          eq(patientGuardians.guardianId, guardian.id),
          eq(patientGuardians.patientId, patientId),
        ),
      );
    await tx
      .update(patientGuardians)
      .set({ guardianId: patientId })
      .where(eq(patientGuardians.guardianId, guardian.id));
    await tx.delete(users).where(eq(users.id, guardian.id));
  };
}

/**
 * A patient being deleted who is a parent or guardian: their links, read before the deletion
 * takes them; the returned step (after it) gives them back to a guardian row with the
 * patient's name and phone, so their children keep them.
 */
export async function keepAsGuardian(
  tx: Db,
  patientId: string,
): Promise<(patient: Pick<UserRow, 'name' | 'phone'>) => Promise<void>> {
  const links = await tx
    .select()
    .from(patientGuardians)
    .where(eq(patientGuardians.guardianId, patientId));
  return async ({ name, phone }) => {
    if (links.length === 0 || !phone) return;
    const [guardian] = await tx
      .insert(users)
      .values({ role: 'guardian', name, email: '', phone })
      .returning({ id: users.id });
    await tx
      .insert(patientGuardians)
      .values(links.map((link) => ({ ...link, guardianId: guardian!.id })));
  };
}

/**
 * The user's children: the patients they are guardian of who are under 18 on `today`, eldest
 * first (twins by name), so the dashboard's choices keep one order.
 */
export async function childrenOf(db: Db, guardianId: string, today: string): Promise<Child[]> {
  const rows = await childRows(db, guardianId);
  return rows
    .filter((row) => isMinorOn(row.dob, today))
    .map((row) => ({ _id: row.id, name: row.name }));
}

function childRows(db: Db, guardianId: string, childId?: string) {
  return db
    .select({ id: users.id, name: users.name, dob: users.dob })
    .from(patientGuardians)
    .innerJoin(users, eq(users.id, patientGuardians.patientId))
    .where(
      and(
        eq(patientGuardians.guardianId, guardianId),
        childId ? eq(patientGuardians.patientId, childId) : undefined,
        eq(users.role, 'patient'),
        isNull(users.disabledAt),
      ),
    )
    .orderBy(asc(users.dob), asc(users.name), asc(users.id));
}

/** Whether the user is a guardian of this patient, who is under 18 on `today`. */
export async function isGuardianOfMinor(
  db: Db,
  guardianId: string,
  childId: string,
  today: string,
): Promise<boolean> {
  const [child] = await childRows(db, guardianId, childId);
  return !!child && isMinorOn(child.dob, today);
}

/** Whether the phone is a guardian's (a guardian row's) who has a child under 18 on `today`. */
export async function guardianWithPhone(
  db: Db,
  phone: string,
  today: string,
): Promise<UserRow | undefined> {
  const [guardian] = await db
    .select()
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.role, 'guardian'), isNull(users.disabledAt)));
  if (!guardian) return undefined;
  return (await childrenOf(db, guardian.id, today)).length > 0 ? guardian : undefined;
}
