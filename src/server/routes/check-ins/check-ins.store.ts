/** Check-in rows and their photos, in the API's shape (schemas/check-in `CheckIn`). */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { CheckInReviewStatus } from '../../../shared/constants';
import type { CheckIn, CheckInPhoto } from '../../../shared/schemas/check-in';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/database';
import { checkInPhotos, checkIns, users } from '../../db/schema';
import { withStagedFiles, type StagedFile } from '../../services/file-store';
import { fileUrl, insertFile } from '../../services/files';
import type { StoredPicture } from '../../services/files-upload';

type CheckInRow = typeof checkIns.$inferSelect;

const checkInFields = { checkIn: checkIns, patientName: users.name };

function toCheckIn(row: CheckInRow, patientName: string, photos: CheckInPhoto[]): CheckIn {
  return {
    _id: row.id,
    patient: { _id: row.userId, name: patientName },
    aligner: row.aligner,
    createdAt: row.createdAt.toISOString(),
    note: row.note,
    photos,
    review: row.reviewStatus
      ? {
          status: row.reviewStatus,
          comment: row.reviewComment,
          at: row.reviewedAt!.toISOString(),
          by: { _id: row.reviewedById!, name: row.reviewedByName! },
        }
      : null,
  };
}

/** The check-ins these rows are, with their photos (one more query for all of them). */
async function withPhotos(
  db: Db,
  rows: { checkIn: CheckInRow; patientName: string }[],
): Promise<CheckIn[]> {
  if (rows.length === 0) return [];
  const photos = await db
    .select()
    .from(checkInPhotos)
    .where(
      inArray(
        checkInPhotos.checkInId,
        rows.map((row) => row.checkIn.id),
      ),
    )
    .orderBy(asc(checkInPhotos.position));
  const byCheckIn = new Map<string, CheckInPhoto[]>();
  for (const photo of photos) {
    const list = byCheckIn.get(photo.checkInId) ?? [];
    list.push({
      _id: photo.fileId,
      url: fileUrl(photo.fileId),
      width: photo.width,
      height: photo.height,
    });
    byCheckIn.set(photo.checkInId, list);
  }
  return rows.map(({ checkIn, patientName }) =>
    toCheckIn(checkIn, patientName, byCheckIn.get(checkIn.id) ?? []),
  );
}

async function selectCheckIns(db: Db, where: SQL | undefined, order: SQL[]): Promise<CheckIn[]> {
  const rows = await db
    .select(checkInFields)
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .where(where)
    .orderBy(...order);
  return withPhotos(db, rows);
}

/** The check-in with this id, and whose it is; undefined when there is none. */
export async function findCheckIn(db: Db, id: string): Promise<CheckIn | undefined> {
  const [found] = await selectCheckIns(db, eq(checkIns.id, id), []);
  return found;
}

/** The patient's check-in their device sent under `clientId`; undefined when there is none. */
export async function findCheckInSentAs(
  db: Db,
  userId: string,
  clientId: string,
): Promise<CheckIn | undefined> {
  const [found] = await selectCheckIns(
    db,
    and(eq(checkIns.userId, userId), eq(checkIns.clientId, clientId)),
    [],
  );
  return found;
}

/**
 * One patient's check-ins, or every patient's (no `userId`); `pending` keeps those waiting for a
 * review, oldest first (the clinic's queue); otherwise newest first.
 */
export function listCheckIns(
  db: Db,
  { userId, pending }: { userId?: string; pending: boolean },
): Promise<CheckIn[]> {
  const where = and(
    userId ? eq(checkIns.userId, userId) : undefined,
    pending ? isNull(checkIns.reviewStatus) : undefined,
  );
  const order = pending
    ? [asc(checkIns.createdAt), asc(checkIns.id)]
    : [desc(checkIns.createdAt), desc(checkIns.id)];
  return selectCheckIns(db, where, order);
}

/** How many check-ins the patient made in [from, to). */
export async function countCheckInsBetween(
  db: Db,
  userId: string,
  { from, to }: { from: Date; to: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(checkIns)
    .where(
      and(eq(checkIns.userId, userId), gte(checkIns.createdAt, from), lt(checkIns.createdAt, to)),
    );
  return row?.count ?? 0;
}

export interface NewCheckIn {
  /** The id the patient's device made. */
  clientId: string;
  userId: string;
  aligner: number;
  note: string;
  createdAt: Date;
}

export interface DayLimit {
  /** The clinic day: its first instant and the next day's. */
  from: Date;
  to: Date;
  max: number;
  /** Thrown when the patient already has `max` check-ins that day. */
  refusal: () => Error;
}

/**
 * Stores the check-in and its photos, all or nothing, once per patient and device id: when the
 * patient already has one under `clientId` (a retry, also one racing this one) nothing is
 * written and that one's id is answered with `created: false`. The patient's row is locked for
 * the transaction, so their uploads are written one at a time and the day's count holds under
 * parallel requests. The photos' bytes are staged in the file store first, and removed again
 * when nothing was written.
 */
export async function insertCheckIn(
  { db, files }: Pick<AppDeps, 'db' | 'files'>,
  values: NewCheckIn,
  photos: readonly StoredPicture[],
  limit: DayLimit,
): Promise<{ id: string; created: boolean }> {
  return withStagedFiles(
    files,
    photos.map((photo) => photo.file),
    (staged) => insertOnce(db, values, photos, staged, limit),
    ({ created }) => created,
  );
}

async function insertOnce(
  db: Db,
  values: NewCheckIn,
  photos: readonly StoredPicture[],
  staged: readonly StagedFile[],
  limit: DayLimit,
): Promise<{ id: string; created: boolean }> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, values.userId))
      .for('no key update');
    const [stored] = await tx
      .select({ id: checkIns.id })
      .from(checkIns)
      .where(and(eq(checkIns.userId, values.userId), eq(checkIns.clientId, values.clientId)));
    if (stored) return { id: stored.id, created: false };
    if ((await countCheckInsBetween(tx, values.userId, limit)) >= limit.max) {
      throw limit.refusal();
    }
    const [inserted] = await tx.insert(checkIns).values(values).returning({ id: checkIns.id });
    for (const [position, photo] of photos.entries()) {
      const fileId = await insertFile(tx, staged[position]!);
      await tx.insert(checkInPhotos).values({
        fileId,
        checkInId: inserted!.id,
        position,
        width: photo.width,
        height: photo.height,
      });
    }
    return { id: inserted!.id, created: true };
  });
}

export interface Review {
  status: CheckInReviewStatus;
  comment: string;
  at: Date;
  by: { id: string; name: string };
}

/** Records the clinic's review (a later one replaces it); undefined when there is no such check-in. */
export async function reviewCheckIn(
  db: Db,
  id: string,
  review: Review,
): Promise<CheckIn | undefined> {
  const [row] = await db
    .update(checkIns)
    .set({
      reviewStatus: review.status,
      reviewComment: review.comment,
      reviewedAt: review.at,
      reviewedById: review.by.id,
      reviewedByName: review.by.name,
    })
    .where(eq(checkIns.id, id))
    .returning({ id: checkIns.id });
  return row && findCheckIn(db, row.id);
}
