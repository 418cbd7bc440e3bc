/** The admin's list of patients: one page, searched, with the plan of each as of today. */
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { PatientsPage } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Db } from '../../db/database';
import { preparedPerDatabase } from '../../db/prepared';
import { users } from '../../db/schema';
import { pageCount, pageOffset } from '../../lib/paging';
import { isPatientRow, patientFields, pausesOfUser, toPatient } from '../../services/patient-view';
import { containsPattern, patientsLike } from './patient-search';

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
  return {
    users: rows.map(({ row, pauses }) => toPatient(row, pauses, today)),
    totalPages: pageCount(totalUsers, query.limit),
    totalUsers,
  };
}
