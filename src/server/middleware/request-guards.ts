/**
 * Guards on API requests with a body: size limits (413, chunked bodies included) and
 * content types (415), which also closes cross-site form posts (CSRF, SECURITY.md 30).
 */
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { JSON_BODY_MAX_BYTES, RESUME_MAX_BYTES } from '../../shared/constants';
import type { AppEnv } from '../context';
import { HttpError } from '../lib/http-error';
import { headerOf } from '../lib/request-header';

/** Multipart uploads: the largest file plus room for the other fields. */
export const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

const UPLOAD_ROUTES: { method: string; pattern: RegExp }[] = [
  { method: 'POST', pattern: /^\/api\/blogs\/?$/ },
  { method: 'PUT', pattern: /^\/api\/blogs\/[^/]+\/?$/ },
  { method: 'POST', pattern: /^\/api\/apply-jobs\/?$/ },
];

const isUpload = (method: string, path: string) =>
  UPLOAD_ROUTES.some((route) => route.method === method && route.pattern.test(path));

/** Whether a request carries a body (chunked, or a non-zero Content-Length). */
export const hasBody = (request: Request, env: unknown) =>
  headerOf(request, env, 'transfer-encoding') !== undefined ||
  Number(headerOf(request, env, 'content-length') ?? 0) > 0;

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(
        413,
        `The request is too large (at most ${Math.round(maxSize / 1024)} KB)`,
      );
    },
  });
const jsonLimit = limit(JSON_BODY_MAX_BYTES);
const uploadLimit = limit(UPLOAD_BODY_MAX_BYTES);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** For requests with a body only (app.ts sends no other here). */
export const requestGuards = createMiddleware<AppEnv>(async (c, next) => {
  const upload = isUpload(c.req.method, c.req.path);
  if (BODY_METHODS.has(c.req.method)) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const allowed = upload ? 'multipart/form-data' : 'application/json';
    if (type !== allowed) throw new HttpError(415, `Send the body as ${allowed}`);
  }
  return (upload ? uploadLimit : jsonLimit)(c, next);
});
