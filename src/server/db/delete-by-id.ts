/** The one way to delete a row by its id where the caller only needs to know it was there. */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/** Deletes the row with this id; false when there was none. */
export async function deleteById(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: string,
): Promise<boolean> {
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}
