/**
 * What other resources need of photo check-ins: who may see a photo (GET /api/files/:id), the
 * photos to delete with a patient, and when each patient last checked in (the compliance board).
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkInPhotos, checkIns, files } from '../db/schema';

/** The patient whose check-in holds this photo; undefined when no check-in does. */
export async function checkInPhotoOwner(db: Db, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: checkIns.userId })
    .from(checkInPhotos)
    .innerJoin(checkIns, eq(checkIns.id, checkInPhotos.checkInId))
    .where(eq(checkInPhotos.fileId, fileId));
  return row?.userId;
}

/**
 * Deletes the patient's check-in photos (the files, and with them their rows); the check-ins go
 * with the patient's row. Pass the transaction that deletes the patient.
 */
export async function deleteCheckInPhotosOf(db: Db, userId: string): Promise<void> {
  const photosOfPatient = db
    .select({ id: checkInPhotos.fileId })
    .from(checkInPhotos)
    .innerJoin(checkIns, eq(checkIns.id, checkInPhotos.checkInId))
    .where(eq(checkIns.userId, userId));
  await db.delete(files).where(inArray(files.id, photosOfPatient));
}

/** When each of these patients last checked in; patients who never did are absent. */
export async function lastCheckInAt(db: Db, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: checkIns.userId, at: max(checkIns.createdAt) })
    .from(checkIns)
    .where(inArray(checkIns.userId, userIds))
    .groupBy(checkIns.userId);
  return new Map(rows.flatMap(({ userId, at }) => (at ? [[userId, new Date(at)]] : [])));
}

/**
 * A check-in is due once per aligner, from its first day until the patient sends one for it
 * (docs/design.md §7); never while the treatment is paused, finished or not started.
 */
export async function checkInDueOf(
  db: Db,
  userId: string,
  plan: { status?: string; currentAligner?: number },
): Promise<{ aligner: number } | null> {
  const aligner = plan.currentAligner ?? 0;
  if (plan.status !== 'active' || aligner < 1) return null;
  const [sent] = await db
    .select({ id: checkIns.id })
    .from(checkIns)
    .where(and(eq(checkIns.userId, userId), eq(checkIns.aligner, aligner)))
    .limit(1);
  return sent ? null : { aligner };
}
