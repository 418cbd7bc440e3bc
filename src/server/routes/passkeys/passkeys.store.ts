/** A user's own passkeys: the list, the new one, the removed one, and the row→API mapper. */
import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../../shared/schemas/passkeys';
import type { Db } from '../../db/database';
import { passkeys } from '../../db/schema';
import type { PasskeyRow } from '../../services/passkeys';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  _id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function passkeysOf(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The new passkey, or null when this credential is registered already (also under races). */
export async function insertPasskey(
  db: Db,
  values: typeof passkeys.$inferInsert,
): Promise<PasskeyRow | null> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Renames the passkey only if it is this user's; its name before, or null when none is. */
export async function renameOwnPasskey(
  db: Db,
  id: string,
  userId: string,
  name: string,
): Promise<{ before: string; row: PasskeyRow } | null> {
  const own = and(eq(passkeys.id, id), eq(passkeys.userId, userId));
  const [found] = await db.select({ name: passkeys.name }).from(passkeys).where(own).for('update');
  if (!found) return null;
  const [row] = await db.update(passkeys).set({ name }).where(own).returning();
  return row ? { before: found.name, row } : null;
}

/** Deletes the passkey only if it is this user's; the deleted row, or null. */
export async function deleteOwnPasskey(
  db: Db,
  id: string,
  userId: string,
): Promise<PasskeyRow | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}
