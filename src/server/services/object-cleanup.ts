/**
 * Keeping the bucket to exactly the objects the database knows (docs/design.md §13):
 * - a deleted record's object is queued in `object_deletions` by the same transaction (a
 *   trigger, migration 0020), and deleted by `deleteQueuedObjects`, retried with a growing
 *   delay until the bucket says it is gone;
 * - an object written for a row that never committed (a crash between the two) is deleted by
 *   `sweepOrphanObjects` once it is a day old: no upload takes that long, so an object that
 *   young may still be waiting for its row.
 * Both are safe on several instances at once: deleting an object twice is no error.
 */
import { asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files, objectDeletions } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { ObjectBucket } from './object-bucket';

/** An object without a row older than this is an orphan. */
const ORPHAN_OBJECT_AGE_MS = 24 * 60 * 60 * 1000;
/** Deletions taken per pass; the next pass takes the rest. */
const DELETIONS_PER_PASS = 100;
/** The delay before retry n: 1 min, 2, 4 … capped at 6 hours. */
const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 3_600_000);

/** Queues objects whose rows are gone (also when they never committed). */
export async function queueObjectDeletions(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(objectDeletions)
    .values(keys.map((objectKey) => ({ objectKey })))
    .onConflictDoNothing();
}

/** Deletes the queued objects that are due; each failure is tried again later. */
export async function deleteQueuedObjects(
  db: Db,
  bucket: ObjectBucket,
  now: Date,
  logger?: Logger,
): Promise<{ deleted: number; failed: number }> {
  const due = await db
    .select()
    .from(objectDeletions)
    .where(lte(objectDeletions.nextAttemptAt, now))
    .orderBy(asc(objectDeletions.nextAttemptAt))
    .limit(DELETIONS_PER_PASS);
  let deleted = 0;
  let failed = 0;
  for (const { objectKey, attempts } of due) {
    try {
      await bucket.remove(objectKey);
      await db.delete(objectDeletions).where(eq(objectDeletions.objectKey, objectKey));
      deleted++;
    } catch (error) {
      failed++;
      const lastError = error instanceof Error ? error.name : String(error);
      logger?.warn('an object deletion failed; it will be retried', { objectKey, lastError });
      await db
        .update(objectDeletions)
        .set({
          attempts: attempts + 1,
          lastError,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts + 1)),
        })
        .where(eq(objectDeletions.objectKey, objectKey));
    }
  }
  return { deleted, failed };
}

/**
 * Deletes the objects under this clinic's prefix that no row names and that are older than a
 * day. Returns how many it deleted.
 */
export async function sweepOrphanObjects(
  db: Db,
  bucket: ObjectBucket,
  now: Date,
  logger?: Logger,
): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_OBJECT_AGE_MS;
  let deleted = 0;
  for await (const page of bucket.list()) {
    const old = page.filter((object) => object.lastModified.getTime() < cutoff);
    if (old.length === 0) continue;
    const known = await db
      .select({ key: files.objectKey })
      .from(files)
      .where(
        inArray(
          files.objectKey,
          old.map((object) => object.key),
        ),
      );
    const knownKeys = new Set(known.map((row) => row.key));
    for (const { key } of old) {
      if (knownKeys.has(key)) continue;
      await bucket.remove(key);
      deleted++;
    }
  }
  if (deleted > 0) logger?.info('orphan objects deleted', { count: deleted });
  return deleted;
}

/** How often queued deletions are tried, and how often the bucket is swept for orphans. */
const DELETIONS_EVERY_MS = 60_000;
const SWEEP_EVERY_MS = 6 * 3_600_000;

/**
 * Runs the deletions every minute and the sweep every six hours (the first a minute after
 * start-up), on this instance; returns a stop that waits for a pass under way.
 */
export function startObjectCleanup(deps: {
  db: Db;
  bucket: ObjectBucket;
  logger: Logger;
  now: () => Date;
}): () => Promise<void> {
  const { db, bucket, logger, now } = deps;
  let lastSweep = now().getTime() - SWEEP_EVERY_MS + DELETIONS_EVERY_MS;
  let running: Promise<void> = Promise.resolve();
  const pass = async () => {
    await deleteQueuedObjects(db, bucket, now(), logger);
    if (now().getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now().getTime();
    await sweepOrphanObjects(db, bucket, now(), logger);
  };
  const timer = setInterval(() => {
    running = running
      .then(pass)
      .catch((error: unknown) => logger.warn('object cleanup failed', { error: String(error) }));
  }, DELETIONS_EVERY_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return running;
  };
}
