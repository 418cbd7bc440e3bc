/** Aligner switch rows: the insert that holds "once per aligner", the list, the row→API mapper. */
import { asc, eq } from 'drizzle-orm';
import type { AlignerSwitch } from '../../../shared/api-types';
import { lateByDays } from '../../../shared/treatment-plan';
import type { Db } from '../../db/database';
import { alignerSwitches } from '../../db/schema';

type SwitchRow = typeof alignerSwitches.$inferSelect;

const toAlignerSwitch = (row: SwitchRow): AlignerSwitch => ({
  aligner: row.aligner,
  switchedOn: row.switchedOn,
  dueOn: row.dueOn,
  lateByDays: lateByDays(row.dueOn, row.switchedOn),
});

/** The new switch, or null when this aligner was already confirmed (also under races). */
export async function insertSwitch(
  db: Db,
  values: { userId: string; aligner: number; dueOn: string; switchedOn: string; createdAt: Date },
): Promise<AlignerSwitch | null> {
  const [row] = await db.insert(alignerSwitches).values(values).onConflictDoNothing().returning();
  return row ? toAlignerSwitch(row) : null;
}

export async function listSwitches(db: Db, userId: string): Promise<AlignerSwitch[]> {
  const rows = await db
    .select()
    .from(alignerSwitches)
    .where(eq(alignerSwitches.userId, userId))
    .orderBy(asc(alignerSwitches.aligner));
  return rows.map(toAlignerSwitch);
}
