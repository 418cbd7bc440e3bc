/** The patients spreadsheet: every field the admin sees (spec §3 "Patient"), never a password. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Patient } from '../../../shared/api-types';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { XlsxColumn } from '../../services/xlsx';
import { pausesOfUser, toPatient } from '../../services/patient-view';

export const EXPORT_BATCH_SIZE = 1000;

export const PATIENT_COLUMNS: readonly XlsxColumn<Patient>[] = [
  { header: 'ID', width: 38, value: (p) => p._id },
  { header: 'Name', width: 28, value: (p) => p.name },
  { header: 'Email', width: 32, value: (p) => p.email },
  { header: 'Phone', width: 14, value: (p) => p.phone },
  { header: 'Date of birth', value: (p) => p.dob },
  { header: 'Gender', width: 10, value: (p) => p.gender },
  { header: '3D link', width: 40, value: (p) => p.link3d },
  { header: 'Start date', value: (p) => p.startDate },
  { header: 'Aligners', width: 10, value: (p) => p.aligners },
  { header: 'Steps (weeks)', width: 14, value: (p) => p.steps },
  { header: 'Steps (days)', width: 14, value: (p) => p.stepsInDays },
  { header: 'End date', value: (p) => p.endDate },
  { header: 'Duration (days)', value: (p) => p.duration },
  { header: 'Duration (weeks)', value: (p) => p.durationInWeeks },
  { header: 'Next aligner date', value: (p) => p.nextDate },
  { header: 'Weeks completed', value: (p) => p.weekCompleted },
  { header: 'Current aligner', value: (p) => p.currentAligner },
  { header: 'Status', width: 12, value: (p) => p.status },
  { header: 'Registered at', width: 26, value: (p) => p.createdAt },
];

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
