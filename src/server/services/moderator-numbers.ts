/**
 * The moderators' WhatsApp numbers, all their SQL: the admin's list, add and remove
 * (`routes/moderators`), and the list the note sent when a patient raises an issue reads
 * (`issues-notify.ts`). Two resources read them, so they live in a service rather than a store.
 */
import { asc } from 'drizzle-orm';
import type { ModeratorNumber } from '../../shared/api-types';
import type { Db } from '../db/database';
import { deleteById } from '../db/delete-by-id';
import { moderators } from '../db/schema';

type ModeratorRow = typeof moderators.$inferSelect;

const toModeratorNumber = (row: ModeratorRow): ModeratorNumber => ({
  _id: row.id,
  number: row.number,
});

/** Every number, oldest first, in the API's shape (api-types `ModeratorNumber`). */
export async function listModerators(db: Db): Promise<ModeratorNumber[]> {
  const rows = await db
    .select()
    .from(moderators)
    .orderBy(asc(moderators.createdAt), asc(moderators.id));
  return rows.map(toModeratorNumber);
}

/**
 * Adds the number; false when it is already a moderator. The unique index decides, so two
 * admins adding one number at once get one true, one false.
 */
export async function addModerator(db: Db, number: string, createdAt: Date): Promise<boolean> {
  const added = await db
    .insert(moderators)
    .values({ number, createdAt })
    .onConflictDoNothing({ target: moderators.number })
    .returning({ id: moderators.id });
  return added.length > 0;
}

/** Removes the number; false when there was none with this id. */
export const removeModerator = (db: Db, id: string) => deleteById(db, moderators, id);
