/**
 * Writes to patient records: each in its own transaction with its audit-trail entry, a
 * duplicate email or phone answered with a 409.
 */
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { AuditActor } from '../../services/audit';
import { erasePatient } from '../../services/erasure';
import { isPatient, type UserRow } from '../../services/patient-view';
import { revokeUserSessions } from '../../services/sessions';
import { withDuplicateCheck } from './patient-duplicates';
import { auditPatientChange } from './patients.audit';

type NewPatient = Omit<typeof users.$inferInsert, 'role' | 'createdAt' | 'updatedAt'>;

/** Registers the patient; 409 on a duplicate email or phone. */
export async function insertPatient(
  db: Db,
  fields: NewPatient,
  actor: AuditActor,
  now: Date,
): Promise<UserRow> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...fields, role: 'patient', createdAt: now, updatedAt: now })
        .returning();
      await auditPatientChange(tx, { actor, action: 'patient.register', after: row!, at: now });
      return row!;
    }),
  );
}

/**
 * Changes the patient; undefined when there is none with this id, 409 on a duplicate email or
 * phone. A new password ends every session signed in with the old one (SECURITY.md 13).
 */
export async function updatePatient(
  db: Db,
  id: string,
  changes: Partial<NewPatient>,
  actor: AuditActor,
  now: Date,
): Promise<UserRow | undefined> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(isPatient(id)).for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(isPatient(id))
        .returning();
      if (changes.passwordHash) await revokeUserSessions(tx, id);
      await auditPatientChange(tx, {
        actor,
        action: 'patient.update',
        before,
        after: after!,
        at: now,
      });
      return after;
    }),
  );
}

/**
 * Erases the patient (everything about them, in one transaction: `services/erasure.ts`); false
 * when there is none with this id.
 */
export async function deletePatient(
  db: Db,
  id: string,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  return db.transaction((tx) => erasePatient(tx, id, actor, now));
}
