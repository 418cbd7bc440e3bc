/**
 * GET /api/files/:id — the only way out for stored files (docs/security.md 24–25). Blog images are
 * public and cached for good (the id never gets other bytes); resumes go to admins only, as
 * downloads that no browser will sniff, cache or run; a check-in photo goes to its patient and
 * to admins, kept by no cache. The bytes are streamed from the file store a slice at a time
 * (docs/design.md §13), wherever they are kept: many large reads at once stay small.
 */
import { Hono, type Context } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { IMMUTABLE } from '../../lib/cache-control';
import { forbidden, notFound } from '../../lib/http-error';
import { idParam } from '../../lib/id-param';
import { requireRole, requireUser } from '../../middleware/auth';
import { checkInPhotoOwner } from '../../services/check-ins';
import { findFileInfo } from '../../services/files';
import { resumeDisposition } from '../../services/resume-download';

const fileNotFound = () => notFound(/*i18n*/ 'File not found');

type FileInfo = NonNullable<Awaited<ReturnType<typeof findFileInfo>>>;

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

  /** The file's bytes, with the length the row records, read only once access is granted. */
  const bytesOf = async (file: FileInfo) => ({
    body: await deps.files.read(file),
    length: { 'Content-Length': String(file.size) },
  });

  async function serveResume(c: Context<AppEnv>, file: FileInfo) {
    let response: Response | undefined;
    await adminOnly(c, async () => {
      const disposition = await resumeDisposition(deps.db, file.id);
      const { body, length } = await bytesOf(file);
      response = c.body(body, 200, {
        ...length,
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

  async function serveCheckInPhoto(c: Context<AppEnv>, file: FileInfo) {
    let response: Response | undefined;
    await signedIn(c, async () => {
      const user = c.get('user');
      if (user.role !== 'admin' && (await checkInPhotoOwner(deps.db, file.id)) !== user.id) {
        throw forbidden();
      }
      const { body, length } = await bytesOf(file);
      response = c.body(body, 200, {
        ...length,
        'Content-Type': file.contentType,
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
    if (file.kind === 'resume') return serveResume(c, file);
    if (file.kind === 'check-in-photo') return serveCheckInPhoto(c, file);

    const etag = `"${file.sha256}"`;
    const caching = { ETag: etag, 'Cache-Control': IMMUTABLE };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, caching);
    const { body, length } = await bytesOf(file);
    return c.body(body, 200, {
      ...caching,
      ...length,
      'Content-Type': file.contentType,
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
