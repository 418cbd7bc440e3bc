/** The export's reads: every patient, in batches, in registration order. */
import { and, asc, sql } from 'drizzle-orm';
import type { Patient } from '../../../shared/api-types';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { isPatientRow, patientFields, pausesOfUser, toPatient } from '../../services/patient-view';

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
      if (rows.length > 0) yield rows.map(({ row, pauses }) => toPatient(row, pauses, today));
    }
  } finally {
    // Stopped early (the client went away): let a read in flight finish, unobserved.
    pending?.catch(() => {});
  }
}
