/**
 * The one file store every upload and GET /api/files/:id use (docs/design.md §13). New files go
 * where FILE_STORE says: into their row (the database, the default) or into the bucket
 * (`S3_*`). A file is read from wherever its row says its bytes are, so files already in the
 * database stay readable after a switch to the bucket, and the other way round while
 * `npm run files:move` works.
 *
 * Crash safety: an object is written before its row, in the caller's transaction, commits; a
 * transaction that fails removes the objects it staged (or queues their deletion); a crash in
 * between leaves an object with no row, which the sweep (object-cleanup.ts) deletes a day later.
 */
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import type { Env } from '../env';
import { HttpError, notFound } from '../lib/http-error';
import type { Logger } from '../lib/logger';
import type { NewFile } from './files';
import { openBucket, type ObjectBucket } from './object-bucket';
import { queueObjectDeletions } from './object-cleanup';

/** A file whose bytes are where the store keeps them; its row is written by `insertFile`. */
export interface StagedFile extends Omit<NewFile, 'data'> {
  id: string;
  data: Uint8Array | null;
  objectKey: string | null;
}

/** Where a stored file's bytes are: what a read needs of its row. */
interface StoredFileLocation {
  id: string;
  size: number;
  objectKey: string | null;
}

export interface FileStore {
  /** Where new files go. */
  readonly kind: Env['FILE_STORE'];
  /** The bucket when S3_BUCKET is set, also while new files go to the database. */
  readonly bucket: ObjectBucket | undefined;
  stage(file: NewFile): Promise<StagedFile>;
  /** Removes what `stage` wrote for rows that never committed. */
  discard(staged: readonly StagedFile[]): Promise<void>;
  /** The file's bytes as a stream: a slice at a time, whatever the file's size. */
  read(file: StoredFileLocation): Promise<ReadableStream<Uint8Array>>;
  /** Resolves when every file can be read: the health check. */
  check(): Promise<void>;
  close(): void;
}

/** Each slice of a file read from the database: small enough that many reads at once stay small. */
const DATABASE_SLICE_BYTES = 256 * 1024;

const errorName = (error: unknown) => (error instanceof Error ? error.name : String(error));

const unreachable = () =>
  new HttpError(503, /*i18n*/ 'Files cannot be read just now. Please try again in a minute.');

/**
 * A row's bytes, slice by slice: `data` is stored uncompressed (migration 0020), so PostgreSQL
 * reads each slice without reading the rest. The next slice is asked for only when the reader
 * has taken the last one.
 */
function readFromDatabase(db: Db, { id, size }: StoredFileLocation): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= size) return controller.close();
        const [row] = await db
          .select({
            slice: sql<Uint8Array | null>`substring(${files.data} from ${offset + 1} for ${DATABASE_SLICE_BYTES})`,
          })
          .from(files)
          .where(eq(files.id, id));
        if (!row?.slice || row.slice.byteLength === 0) {
          return controller.error(new Error(`The file ${id} ended at ${offset} of ${size} bytes`));
        }
        offset += row.slice.byteLength;
        controller.enqueue(row.slice);
      },
    },
    { highWaterMark: 0 },
  );
}

export function createFileStore(deps: {
  env: Env;
  db: Db;
  logger: Logger;
  /** The bucket to use; by default the one the S3_* settings name. */
  bucket?: ObjectBucket;
}): FileStore {
  const { env, db, logger } = deps;
  const bucket = deps.bucket ?? openBucket(env);
  const kind = env.FILE_STORE;
  if (kind === 's3' && !bucket) throw new Error('FILE_STORE is s3 but S3_BUCKET is not set');

  async function stage(file: NewFile): Promise<StagedFile> {
    const id = crypto.randomUUID();
    if (kind === 'database' || !bucket) return { ...file, id, objectKey: null };
    const objectKey = bucket.keyFor(id);
    try {
      await bucket.put(objectKey, file.data, file);
    } catch (error) {
      logger.error('a file could not be written to the bucket', { error: errorName(error) });
      throw new HttpError(
        503,
        /*i18n*/ 'Files cannot be saved just now. Please try again in a minute.',
      );
    }
    return { ...file, id, data: null, objectKey };
  }

  async function discard(staged: readonly StagedFile[]): Promise<void> {
    const keys = staged.flatMap((file) => (file.objectKey ? [file.objectKey] : []));
    if (keys.length === 0 || !bucket) return;
    const results = await Promise.allSettled(keys.map((key) => bucket.remove(key)));
    const left = keys.filter((_, i) => results[i]!.status === 'rejected');
    // The bucket did not answer: its worker retries; if even this fails, the sweep finds them.
    if (left.length > 0) {
      await queueObjectDeletions(db, left).catch((error: unknown) =>
        logger.warn('staged objects left for the sweep', { keys: left, error: String(error) }),
      );
    }
  }

  async function read(file: StoredFileLocation): Promise<ReadableStream<Uint8Array>> {
    if (!file.objectKey) return readFromDatabase(db, file);
    if (!bucket) {
      logger.error('a file is in a bucket but S3_BUCKET is not set', { fileId: file.id });
      throw unreachable();
    }
    try {
      return await bucket.read(file.objectKey);
    } catch (error) {
      logger.error('a file could not be read from the bucket', {
        fileId: file.id,
        error: errorName(error),
      });
      // Its record is there but its object is not: say so, rather than "try again".
      if (errorName(error) === 'NoSuchKey') throw notFound(/*i18n*/ 'File not found');
      throw unreachable();
    }
  }

  async function check(): Promise<void> {
    if (bucket) return bucket.ping();
    const [inBucket] = await db
      .select({ id: files.id })
      .from(files)
      .where(isNotNull(files.objectKey))
      .limit(1);
    if (inBucket) throw new Error('Some files are in a bucket, but S3_BUCKET is not set');
  }

  return { kind, bucket, stage, discard, read, check, close: () => bucket?.close() };
}

/**
 * Stages `newFiles`, then runs `write`, which inserts their rows (insertFile) in its
 * transaction. When `write` fails, or `keep` says its result did not use them (a repeated
 * request answered from what is stored), what was staged is removed.
 */
export async function withStagedFiles<T>(
  store: FileStore,
  newFiles: readonly NewFile[],
  write: (staged: StagedFile[]) => Promise<T>,
  keep: (result: T) => boolean = () => true,
): Promise<T> {
  const settled = await Promise.allSettled(newFiles.map((file) => store.stage(file)));
  const staged = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await store.discard(staged);
    throw failure.reason;
  }
  let result: T;
  try {
    result = await write(staged);
  } catch (error) {
    await store.discard(staged);
    throw error;
  }
  if (!keep(result)) await store.discard(staged);
  return result;
}
