/** The admin's list of patients: one page, searched, with the plan of each as of today. */
import { count, desc, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { PatientsPage } from '../../../shared/api-types';
import type { PatientsQuery } from '../../../shared/schemas/patient';
import type { Pause } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { pageCount, pageOffset } from '../../lib/paging';
import { pausesOfUser, toPatient, type UserRow } from '../../services/patient-view';
import { patientsMatching } from './patient-search';

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
