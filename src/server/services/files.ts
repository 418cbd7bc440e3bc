/**
 * Stored files (docs/design.md §1, §13): type, size and sha256 in one row, named by a random id
 * and served only through GET /api/files/:id, so there is no path to escape from. The bytes are
 * in the row or in the bucket, as the file store (file-store.ts) put them.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { eq, lt } from 'drizzle-orm';
import {
  JSON_BODY_MAX_BYTES,
  RETIRED_FILE_KEEP_SECONDS,
  type FileKind,
} from '../../shared/constants';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import { readForm, type FormRules } from '../lib/multipart';
import type { FileStore, StagedFile } from './file-store';

/** A checked upload, ready to be staged by the file store and written with its owning row. */
export interface NewFile {
  kind: FileKind;
  contentType: string;
  size: number;
  sha256: string;
  data: Uint8Array;
}

const FILE_URL_PREFIX = '/api/files/';

export const fileUrl = (id: string) => `${FILE_URL_PREFIX}${id}`;
export const fileUrlOrNull = (id: string | null) => (id ? fileUrl(id) : null);

export const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export function newFile(kind: FileKind, contentType: string, data: Uint8Array): NewFile {
  return { kind, contentType, size: data.byteLength, sha256: sha256Hex(data), data };
}

/**
 * Inserts the file's row and returns its id; pass the transaction that writes the owning row.
 * A staged file (withStagedFiles) keeps the id and place its store gave it; a plain NewFile's
 * bytes go in the row.
 */
export async function insertFile(db: Db, file: NewFile | StagedFile): Promise<string> {
  const [row] = await db.insert(files).values(file).returning({ id: files.id });
  return row!.id;
}

/**
 * The row using the file let it go (a replaced or deleted blog image). It is still served, so a
 * page a browser cached before the change shows it, and deleted by `deleteRetiredFiles` later.
 */
export async function retireFile(db: Db, id: string | null, now: Date): Promise<void> {
  if (id) await db.update(files).set({ retiredAt: now }).where(eq(files.id, id));
}

/**
 * Deletes the files retired more than RETIRED_FILE_KEEP_SECONDS before `now` (their objects, if
 * in the bucket, are queued for deletion by the same statement).
 */
export async function deleteRetiredFiles(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETIRED_FILE_KEEP_SECONDS * 1000);
  await db.delete(files).where(lt(files.retiredAt, before));
}

/** What GET /api/files/:id needs to answer before reading any bytes. */
export async function findFileInfo(db: Db, id: string) {
  const [row] = await db
    .select({
      id: files.id,
      kind: files.kind,
      contentType: files.contentType,
      size: files.size,
      sha256: files.sha256,
      objectKey: files.objectKey,
    })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

/** The file's bytes as a stream, from wherever they are; undefined when there is no such file. */
export async function openFile(
  store: FileStore,
  db: Db,
  id: string,
): Promise<ReadableStream<Uint8Array> | undefined> {
  const info = await findFileInfo(db, id);
  return info && store.read(info);
}

/** The JSON field every upload call sends, capped as a JSON body is. */
export const DATA_FIELD = { data: { maxBytes: JSON_BODY_MAX_BYTES } };

export interface MultipartBody {
  /** The field `data`, still a JSON string (see parseJsonField). */
  data: unknown;
  file(name: string): File | undefined;
  /** Every file sent under `name` (a field repeated, as `photos`), in the order sent. */
  files(name: string): File[];
}

/**
 * Reads a multipart body (already size-capped and type-checked by requestGuards) under the
 * call's `rules`: refused at the first part they do not take (lib/multipart.ts).
 */
export async function readMultipart(c: Context, rules: FormRules): Promise<MultipartBody> {
  const form = await readForm(c.req.raw, rules);
  return {
    data: form.field('data'),
    file: (name) => form.files(name).at(-1),
    files: (name) => form.files(name),
  };
}
