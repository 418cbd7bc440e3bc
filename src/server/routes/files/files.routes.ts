/**
 * GET /api/files/:id — the only way out for stored files (SECURITY.md 24–25). Blog images are
 * public and cached for good (the id never gets other bytes); resumes go to admins only, as
 * downloads that no browser will sniff, cache or run.
 */
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { IdSchema } from '../../../shared/schemas/common';
import type { AppDeps, AppEnv } from '../../context';
import { files } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireRole } from '../../middleware/auth';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Does an If-None-Match header (a list, weak or strong) name this ETag? */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function filesRoutes(deps: AppDeps) {
  const adminOnly = requireRole(deps, 'admin');

  const loadBytes = async (id: string) => {
    const [row] = await deps.db.select({ data: files.data }).from(files).where(eq(files.id, id));
    if (!row) throw notFound('File not found');
    return row.data;
  };

  async function serveResume(c: Context<AppEnv>, id: string) {
    let response: Response | undefined;
    await adminOnly(c, async () => {
      response = c.body(new Uint8Array(await loadBytes(id)), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="resume-${id}.pdf"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      });
    });
    return response!;
  }

  return new Hono<AppEnv>().get('/:id', async (c) => {
    const id = c.req.param('id');
    // Anything but one of our random ids (`../x`, encoded slashes…) names no file.
    if (!v.is(IdSchema, id)) throw notFound('File not found');
    const [file] = await deps.db
      .select({ kind: files.kind, contentType: files.contentType, sha256: files.sha256 })
      .from(files)
      .where(eq(files.id, id));
    if (!file) throw notFound('File not found');
    if (file.kind === 'resume') return serveResume(c, id);

    const etag = `"${file.sha256}"`;
    const caching = { ETag: etag, 'Cache-Control': IMMUTABLE };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, caching);
    return c.body(new Uint8Array(await loadBytes(id)), 200, {
      ...caching,
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
