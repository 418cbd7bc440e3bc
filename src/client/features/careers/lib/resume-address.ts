/**
 * The resume viewer's `resume` parameter (docs/security.md 26). Only this server's own
 * `/api/files/<uuid>` address is accepted — as a path or as an absolute address on this origin —
 * so the viewer can never be turned into an open redirect, a `javascript:`/`data:` XSS, or a
 * fetch of another host.
 */
import * as v from 'valibot';
import { IdSchema } from '../../../../shared/schemas/common';

export type ResumeAddress =
  { ok: true; fileId: string; apiPath: string } | { ok: false; reason: string };

const FILE_PATH = /^\/api\/files\/([^/]+)$/;

export function parseResumeAddress(raw: unknown, origin: string): ResumeAddress {
  if (typeof raw !== 'string' || raw.trim() === '') {
    return { ok: false, reason: 'No resume address was given.' };
  }
  const value = raw.trim();
  // Only a root-relative path ("/api/…", not "//host" or "/\host") or this origin's own address.
  const isRootPath = value.startsWith('/') && !/^\/[/\\]/.test(value);
  if (!isRootPath && !value.startsWith(`${origin}/`)) {
    return { ok: false, reason: 'Resumes open only from this clinic’s own file addresses.' };
  }
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return { ok: false, reason: 'The resume address is not a valid address.' };
  }
  const fileId = url.pathname.match(FILE_PATH)?.[1];
  if (url.origin !== origin || url.search || url.hash || !fileId || !v.is(IdSchema, fileId)) {
    return { ok: false, reason: 'Resumes open only from this clinic’s own file addresses.' };
  }
  return { ok: true, fileId, apiPath: `/files/${fileId}` };
}
