/** A patient's aligner switch rows, as the API gives them (recorded by services/aligner-switches). */
import { asc, eq } from 'drizzle-orm';
import type { AlignerSwitch } from '../../../shared/api-types';
import type { Db } from '../../db/database';
import { alignerSwitches } from '../../db/schema';
import { toAlignerSwitch } from '../../services/aligner-switches';

export async function listSwitches(db: Db, userId: string): Promise<AlignerSwitch[]> {
  const rows = await db
    .select()
    .from(alignerSwitches)
    .where(eq(alignerSwitches.userId, userId))
    .orderBy(asc(alignerSwitches.aligner));
  return rows.map(toAlignerSwitch);
}
