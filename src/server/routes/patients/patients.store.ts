/**
 * Every SQL statement of the patient resource: the admin's list and search, the writes (each in
 * its own transaction with its audit-trail entry, a duplicate email or phone answered with a
 * 409) and the export's batches. What a patient row looks like to the API, and the reads every
 * resource shares (`findPatient`, the pauses), are in `services/patient-view.ts`; the helpers
 * beside this file hold no SQL: the search text (`patient-search.ts`), the duplicate 409s
 * (`patient-duplicates.ts`), the audit record (`patients.audit.ts`) and the spreadsheet's
 * columns (`patient-columns.ts`).
 */
import { and, asc, count, desc, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Patient, PatientsPage } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema';
import { pageCount, pageOffset } from '../../lib/paging';
import type { AuditActor } from '../../services/audit';
import { erasePatient } from '../../services/erasure';
import {
  isPatient,
  isPatientRow,
  patientFields,
  pausesOfUser,
  toPatient,
  type UserRow,
} from '../../services/patient-view';
import { revokeUserSessions } from '../../services/sessions';
import type { GuardianInput } from '../../../shared/schemas/guardian';
import {
  checkMinorHasGuardian,
  freePhoneFromGuardian,
  guardiansFor,
  setGuardians,
} from '../../services/guardians';
import { withDuplicateCheck } from './patient-duplicates';
import { containsPattern } from './patient-search';
import { auditPatientChange } from './patients.audit';

// The admin's list of patients: one page, searched, with the plan of each as of today.

/**
 * Patients whose name, email or phone matches the ILIKE `pattern` (from `containsPattern`),
 * case-insensitively; the pattern may be a placeholder of a prepared statement.
 */
export function patientsLike(pattern: string | SQLWrapper): SQL {
  return and(
    isPatientRow,
    or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern)),
  )!;
}

/** One page of `where`'s patients, newest first, with their pauses (read in the same query). */
function pageOf<T extends SelectedFields>(db: Db, where: SQL, fields: T) {
  return db
    .select({ row: patientFields, pauses: pausesOfUser(), ...fields })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

const byPattern = patientsLike(sql.placeholder('pattern'));

/**
 * Prepared once per database: the admin's list runs them on every page and every keystroke
 * of a search. A search counts its matches in the same query (one trigram-index scan, one
 * round trip); the whole list, where a window count would read every row, counts from the
 * index beside it.
 */
const statements = preparedPerDatabase((db) => ({
  searchPage: pageOf(db, byPattern, {
    matching: sql`count(*) over ()`.mapWith(Number),
  }).prepare('patients_search_page'),
  searchCount: db
    .select({ value: count() })
    .from(users)
    .where(byPattern)
    .prepare('patients_search_count'),
  page: pageOf(db, isPatientRow, {}).prepare('patients_page'),
  count: db.select({ value: count() }).from(users).where(isPatientRow).prepare('patients_count'),
}));

/**
 * One page of the patients matching `q`, newest first, and how many match. Only the page's
 * patients have their pauses read and their plans computed.
 */
export async function listPatients(
  db: Db,
  query: PatientsQuery,
  today: string,
): Promise<PatientsPage> {
  const statement = statements(db);
  const paging = { limit: query.limit, offset: pageOffset(query) };
  let rows: Awaited<ReturnType<typeof statement.page.execute>>;
  let totalUsers: number;
  if (query.q) {
    const pattern = containsPattern(query.q);
    const found = await statement.searchPage.execute({ ...paging, pattern });
    rows = found;
    // A page past the end has no row to carry the count.
    totalUsers =
      found[0]?.matching ??
      (query.page > 1 ? ((await statement.searchCount.execute({ pattern }))[0]?.value ?? 0) : 0);
  } else {
    const [[total], pageRows] = await Promise.all([
      statement.count.execute(),
      statement.page.execute(paging),
    ]);
    rows = pageRows;
    totalUsers = total?.value ?? 0;
  }
  const guardians = await guardiansFor(
    db,
    rows.map(({ row }) => row.id),
  );
  return {
    users: rows.map(({ row, pauses }) => toPatient(row, pauses, today, guardians.get(row.id)!)),
    totalPages: pageCount(totalUsers, query.limit),
    totalUsers,
  };
}

// Writes to patient records: each in its own transaction with its audit-trail entry, a
// duplicate email or phone answered with a 409.

type NewPatient = Omit<typeof users.$inferInsert, 'role' | 'createdAt' | 'updatedAt'>;

/** When a write happens and what the clinic's today is (a minor's guardians are checked on it). */
interface WriteClock {
  now: Date;
  today: string;
}

/**
 * Registers the patient with their parents or guardians; 409 on a duplicate email or phone,
 * 400 for a minor with no guardian. A guardian with the patient's phone becomes this patient
 * (services/guardians.ts `freePhoneFromGuardian`).
 */
export async function insertPatient(
  db: Db,
  fields: NewPatient,
  guardians: GuardianInput[],
  actor: AuditActor,
  { now, today }: WriteClock,
): Promise<UserRow> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const takeOverGuardian = await freePhoneFromGuardian(tx, fields.phone);
      const [row] = await tx
        .insert(users)
        .values({ ...fields, role: 'patient', createdAt: now, updatedAt: now })
        .returning();
      await takeOverGuardian(row!.id);
      await setGuardians(tx, row!, guardians, now);
      await checkMinorHasGuardian(tx, row!, today);
      await auditPatientChange(tx, { actor, action: 'patient.register', after: row!, at: now });
      return row!;
    }),
  );
}

/**
 * Changes the patient; undefined when there is none with this id, 409 on a duplicate email or
 * phone. A new password ends every session signed in with the old one (docs/security.md 13).
 */
export async function updatePatient(
  db: Db,
  id: string,
  changes: Partial<NewPatient>,
  guardians: GuardianInput[] | undefined,
  actor: AuditActor,
  { now, today }: WriteClock,
): Promise<UserRow | undefined> {
  return withDuplicateCheck(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(isPatient(id)).for('update');
      if (!before) return undefined;
      const newPhone = changes.phone !== before.phone ? changes.phone : undefined;
      const takeOverGuardian = await freePhoneFromGuardian(tx, newPhone);
      const [after] = await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(isPatient(id))
        .returning();
      await takeOverGuardian(id);
      if (guardians) await setGuardians(tx, after!, guardians, now);
      await checkMinorHasGuardian(tx, after!, today);
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

// The export's reads: every patient, in batches, in registration order.

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
      row: patientFields,
      pauses: pausesOfUser(),
      createdAtText: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(and(isPatientRow, after))
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
      if (rows.length === 0) continue;
      const guardians = await guardiansFor(
        db,
        rows.map(({ row }) => row.id),
      );
      yield rows.map(({ row, pauses }) => toPatient(row, pauses, today, guardians.get(row.id)!));
    }
  } finally {
    // Stopped early (the client went away): let a read in flight finish, unobserved.
    pending?.catch(() => {});
  }
}
