/**
 * Moving a clinic's files between the database and the bucket (`npm run files:move`,
 * docs/operations.md "Moving files"). Each file is moved on its own: its bytes are checked
 * against the sha256 its row recorded, written to the other place, read back and checked again,
 * and only then does its row point there, in one statement that also lets go of the old copy
 * (an object is then queued for deletion by migration 0020's trigger). Stopped at any point,
 * every file is whole in one place; run again, it moves what is left and nothing twice.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import { sha256Hex } from './files';
import type { ObjectBucket } from './object-bucket';
import { deleteQueuedObjects } from './object-cleanup';

export type MoveTarget = 's3' | 'database';

interface MoveReport {
  moved: number;
  bytes: number;
  /** Files left where they were, and why (a checksum that did not match, a failed write). */
  failed: { id: string; reason: string }[];
}

interface MoveOptions {
  db: Db;
  bucket: ObjectBucket;
  to: MoveTarget;
  /** Files moved at once. */
  concurrency?: number;
  /** Told after each file. */
  onProgress?: (report: MoveReport) => void;
}

/** Rows read per page: ids only, so a page costs little whatever the files' sizes. */
const PAGE = 200;

async function bytesOfStream(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

type MoveRow = { id: string; sha256: string; contentType: string; objectKey: string | null };

/** One file from its row to the bucket; returns its size, or a reason it stayed. */
async function moveToBucket(db: Db, bucket: ObjectBucket, row: MoveRow): Promise<number | string> {
  const [stored] = await db
    .select({ data: files.data })
    .from(files)
    .where(and(eq(files.id, row.id), isNull(files.objectKey)));
  if (!stored?.data) return 0; // moved or deleted meanwhile
  if (sha256Hex(stored.data) !== row.sha256)
    return 'its bytes in the database do not match its sha256';
  const key = bucket.keyFor(row.id);
  await bucket.put(key, stored.data, row);
  if (sha256Hex(await bytesOfStream(await bucket.read(key))) !== row.sha256) {
    return 'the copy read back from the bucket does not match its sha256';
  }
  const updated = await db
    .update(files)
    .set({ objectKey: key, data: null })
    .where(and(eq(files.id, row.id), isNull(files.objectKey)))
    .returning({ id: files.id });
  // Deleted while it was copied: its copy has no row.
  if (updated.length === 0) await bucket.remove(key);
  return stored.data.byteLength;
}

/** One file from the bucket into its row; the object is deleted once the row has the bytes. */
async function moveToDatabase(
  db: Db,
  bucket: ObjectBucket,
  row: MoveRow,
): Promise<number | string> {
  const key = row.objectKey!;
  const data = await bytesOfStream(await bucket.read(key));
  if (sha256Hex(data) !== row.sha256) return 'its object in the bucket does not match its sha256';
  const [written] = await db
    .update(files)
    .set({ data, objectKey: null })
    .where(and(eq(files.id, row.id), eq(files.objectKey, key)))
    .returning({ sha256: sql<string>`encode(sha256(${files.data}), 'hex')` });
  if (!written) return 0;
  // The database's own digest of what it stored: the bytes arrived whole.
  if (written.sha256 !== row.sha256)
    throw new Error(`The database stored other bytes for ${row.id}`);
  return data.byteLength;
}

/** Moves every file not yet at `to`; returns what it moved and what it could not. */
export async function moveFiles(options: MoveOptions): Promise<MoveReport> {
  const { db, bucket, to, concurrency = 4 } = options;
  const report: MoveReport = { moved: 0, bytes: 0, failed: [] };
  const notThere = to === 's3' ? isNull(files.objectKey) : isNotNull(files.objectKey);
  const move = to === 's3' ? moveToBucket : moveToDatabase;
  let after = '';
  for (;;) {
    const page = await db
      .select({
        id: files.id,
        sha256: files.sha256,
        contentType: files.contentType,
        objectKey: files.objectKey,
      })
      .from(files)
      .where(and(notThere, gt(files.id, after)))
      .orderBy(asc(files.id))
      .limit(PAGE);
    if (page.length === 0) break;
    after = page.at(-1)!.id;
    for (let i = 0; i < page.length; i += concurrency) {
      await Promise.all(
        page.slice(i, i + concurrency).map(async (row) => {
          const outcome = await move(db, bucket, row).catch((error: unknown) =>
            error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          );
          if (typeof outcome === 'string') report.failed.push({ id: row.id, reason: outcome });
          else if (outcome > 0) {
            report.moved++;
            report.bytes += outcome;
          }
          options.onProgress?.(report);
        }),
      );
    }
  }
  // The objects whose bytes are now in the database are deleted now rather than by the
  // server's worker a minute later.
  if (to === 'database') {
    while ((await deleteQueuedObjects(db, bucket, new Date())).deleted > 0);
  }
  return report;
}
