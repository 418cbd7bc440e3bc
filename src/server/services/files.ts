/**
 * Files live in the database (docs/design.md §1): bytes, type, size and sha256 in one row, named by a
 * random id and served only through GET /api/files/:id, so there is no path to escape from.
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

/** A checked upload, ready to be written in the same transaction as the row that uses it. */
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

export function newFile(kind: FileKind, contentType: string, data: Uint8Array): NewFile {
  const sha256 = createHash('sha256').update(data).digest('hex');
  return { kind, contentType, size: data.byteLength, sha256, data };
}

/** Inserts the file and returns its id; pass the transaction that writes the owning row. */
export async function insertFile(db: Db, file: NewFile): Promise<string> {
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

/** Deletes the files retired more than RETIRED_FILE_KEEP_SECONDS before `now`. */
export async function deleteRetiredFiles(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - RETIRED_FILE_KEEP_SECONDS * 1000);
  await db.delete(files).where(lt(files.retiredAt, before));
}

/** What GET /api/files/:id needs to answer before reading any bytes. */
export async function findFileInfo(db: Db, id: string) {
  const [row] = await db
    .select({ kind: files.kind, contentType: files.contentType, sha256: files.sha256 })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function readFileBytes(db: Db, id: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ data: files.data }).from(files).where(eq(files.id, id));
  return row?.data;
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
