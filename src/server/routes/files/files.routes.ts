/**
 * GET /api/files/:id — the only way out for stored files (docs/security.md 24–25). Blog images are
 * public and cached for good (the id never gets other bytes); resumes go to admins only, as
 * downloads that no browser will sniff, cache or run; a check-in photo goes to its patient and
 * to admins, kept by no cache.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { IMMUTABLE } from '../../lib/cache-control';
import { forbidden, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { requireRole, requireUser } from '../../middleware/auth';
import { checkInPhotoOwner } from '../../services/check-ins';
import { findFileInfo, readFileBytes } from '../../services/files';
import { resumeDisposition } from '../../services/resume-download';

const fileNotFound = () => notFound(/*i18n*/ 'File not found');

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
  const signedIn = requireUser(deps);

  const loadBytes = async (id: string) => {
    const data = await readFileBytes(deps.db, id);
    if (!data) throw fileNotFound();
    return data;
  };

  async function serveResume(c: Context<AppEnv>, id: string) {
    let response: Response | undefined;
    await adminOnly(c, async () => {
      const [bytes, disposition] = await Promise.all([
        loadBytes(id),
        resumeDisposition(deps.db, id),
      ]);
      response = c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/pdf',
        // Named after the applicant and the opening: ASCII, with the original spelling in filename*.
        'Content-Disposition': disposition,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      });
    });
    return response!;
  }

  async function serveCheckInPhoto(c: Context<AppEnv>, id: string, contentType: string) {
    let response: Response | undefined;
    await signedIn(c, async () => {
      const user = c.get('user');
      if (user.role !== 'admin' && (await checkInPhotoOwner(deps.db, id)) !== user.id) {
        throw forbidden();
      }
      response = c.body(new Uint8Array(await loadBytes(id)), 200, {
        'Content-Type': contentType,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    });
    return response!;
  }

  return new Hono<AppEnv>().get('/:id', async (c) => {
    const id = idParam(c, 'id', fileNotFound);
    const file = await findFileInfo(deps.db, id);
    if (!file) throw fileNotFound();
    if (file.kind === 'resume') return serveResume(c, id);
    if (file.kind === 'check-in-photo') return serveCheckInPhoto(c, id, file.contentType);

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
