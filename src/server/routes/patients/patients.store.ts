/**
 * Patient records in the database: the admin's list, the export's batches, and writes with
 * duplicate detection, each recorded in the audit trail in its own transaction.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Patient, PatientsPage } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Pause } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { pageCount, pageOffset } from '../../lib/paging';
import type { AuditActor } from '../../services/audit';
import { isPatient, pausesOfUser, toPatient, type UserRow } from '../../services/patient-view';
import { revokeUserSessions } from '../../services/sessions';
import { auditPatientChange } from './patients.audit';
import { patientsMatching } from './patient-search';

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
      .offset(pageOffset(query));
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
    totalPages: pageCount(totalUsers, query.limit),
    totalUsers,
  };
}

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
      await auditPatientChange(tx, { actor, action: 'patient.register', after: row, at: now });
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
      await auditPatientChange(tx, { actor, action: 'patient.update', before, after, at: now });
      return after;
    }),
  );
}

/**
 * Deletes the patient; false when there is none with this id. Sessions, issues, pauses, push
 * subscriptions and reminders go with it (FK cascades).
 */
export async function deletePatient(
  db: Db,
  id: string,
  actor: AuditActor,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(users).where(isPatient(id)).returning();
    if (before) await auditPatientChange(tx, { actor, action: 'patient.delete', before, at: now });
    return before !== undefined;
  });
}

export const EXPORT_BATCH_SIZE = 1000;

interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * The next patients in registration order after the cursor. The cursor keeps the database's
 * own timestamp text (microseconds included), so no row is skipped or repeated between batches.
 */
function patientsAfter(db: Db, cursor: Cursor | null) {
  const after = cursor
    ? sql`(${users.createdAt}, ${users.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id})`
    : undefined;
  return db
    .select({
      row: users,
      pauses: pausesOfUser(),
      createdAtText: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(and(eq(users.role, 'patient'), after))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(EXPORT_BATCH_SIZE);
}

/**
 * Every patient, a batch at a time, as the admin sees them today. The next batch is read
 * while the caller writes this one, so the database and the spreadsheet work side by side.
 */
export async function* patientBatches(db: Db, today: string): AsyncGenerator<Patient[]> {
  let pending: ReturnType<typeof patientsAfter> | null = patientsAfter(db, null);
  try {
    while (pending) {
      const rows = await pending;
      pending = null;
      if (rows.length === EXPORT_BATCH_SIZE) {
        const last = rows[rows.length - 1]!;
        pending = patientsAfter(db, { createdAt: last.createdAtText, id: last.row.id });
      }
      if (rows.length > 0) yield rows.map(({ row, pauses }) => toPatient(row, pauses, today));
    }
  } finally {
    // Stopped early (the client went away): let a read in flight finish, unobserved.
    pending?.catch(() => {});
  }
}
