/**
 * What other resources need of photo check-ins: who may see a photo (GET /api/files/:id), the
 * photos to delete with a patient, and when each patient last checked in and since when one waits for review (the compliance board).
 */
import { and, eq, inArray, max, sql } from 'drizzle-orm';
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

/** A patient's check-ins as the compliance board sums them up. */
export interface CheckInTimes {
  /** The newest check-in. */
  last: Date;
  /** The oldest check-in still waiting for the clinic's review; null when none waits. */
  reviewWaitingSince: Date | null;
}

/** When each of these patients last checked in, and since when one waits for review. */
export async function checkInTimes(db: Db, userIds: string[]): Promise<Map<string, CheckInTimes>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: checkIns.userId,
      last: max(checkIns.createdAt),
      waiting: sql<
        Date | string | null
      >`min(${checkIns.createdAt}) filter (where ${checkIns.reviewStatus} is null)`,
    })
    .from(checkIns)
    .where(inArray(checkIns.userId, userIds))
    .groupBy(checkIns.userId);
  return new Map(
    rows.flatMap(({ userId, last, waiting }) =>
      last
        ? [
            [
              userId,
              { last: new Date(last), reviewWaitingSince: waiting ? new Date(waiting) : null },
            ],
          ]
        : [],
    ),
  );
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
