/**
 * Files live in the database (DESIGN.md §1): bytes, type, size and sha256 in one row, named by a
 * random id and served only through GET /api/files/:id, so there is no path to escape from.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { files } from '../db/schema';
import { badRequest } from '../lib/http-error';

export type FileKind = (typeof files.$inferInsert)['kind'];

/** A checked upload, ready to be written in the same transaction as the row that uses it. */
export interface NewFile {
  kind: FileKind;
  contentType: string;
  size: number;
  sha256: string;
  data: Uint8Array;
}

export const FILE_URL_PREFIX = '/api/files/';

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

export async function deleteFile(db: Db, id: string | null): Promise<void> {
  if (id) await db.delete(files).where(eq(files.id, id));
}

export interface MultipartBody {
  /** The field `data`, still a JSON string (see parseJsonField). */
  data: unknown;
  file(name: string): File | undefined;
}

/** Reads a multipart body (already size-capped and type-checked by requestGuards). */
export async function readMultipart(c: Context): Promise<MultipartBody> {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw badRequest('The form could not be read');
  }
  return {
    data: body.data,
    file(name) {
      const value = body[name];
      if (value === undefined || value === '') return undefined;
      if (typeof value === 'string') throw badRequest(`The form field "${name}" must be a file`);
      return value.size === 0 && value.name === '' ? undefined : value;
    },
  };
}
