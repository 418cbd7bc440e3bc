/**
 * Guards on API requests with a body: size limits (413, chunked bodies included) and
 * content types (415), which also closes cross-site form posts (CSRF, docs/security.md 30).
 */
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import {
  CHECK_IN_PHOTO_MAX_BYTES,
  CHECK_IN_PHOTOS_MAX,
  JSON_BODY_MAX_BYTES,
  RESUME_MAX_BYTES,
} from '../../shared/constants';
import type { AppEnv } from '../context';
import { said } from '../../shared/messages';
import { HttpError } from '../lib/http-error';
import { CSP_REPORT_BODY_MAX_BYTES, WHATSAPP_WEBHOOK_BODY_MAX_BYTES } from '../lib/http-limits';
import { headerOf } from '../lib/request-header';

/** Multipart uploads: the largest file plus room for the other fields. */
export const UPLOAD_BODY_MAX_BYTES = RESUME_MAX_BYTES + 256 * 1024;

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
        said(/*i18n*/ 'The request is too large (at most {size} KB)', {
          size: Math.round(maxSize / 1024),
        }),
      );
    },
  });

interface BodyRule {
  types: string[];
  limit: ReturnType<typeof limit>;
}

const JSON_BODY: BodyRule = { types: ['application/json'], limit: limit(JSON_BODY_MAX_BYTES) };
const UPLOAD: BodyRule = { types: ['multipart/form-data'], limit: limit(UPLOAD_BODY_MAX_BYTES) };
/** A photo check-in: up to three photos plus room for the other fields. */
const CHECK_IN_UPLOAD: BodyRule = {
  types: ['multipart/form-data'],
  limit: limit(CHECK_IN_PHOTOS_MAX * CHECK_IN_PHOTO_MAX_BYTES + 256 * 1024),
};
/** What browsers send to a CSP report endpoint: the Reporting API's type, and the older one. */
const CSP_REPORT: BodyRule = {
  types: ['application/reports+json', 'application/csp-report', 'application/json'],
  limit: limit(CSP_REPORT_BODY_MAX_BYTES),
};

/** The Cloud API's deliveries: JSON, read raw for the signature (routes/whatsapp). */
const WHATSAPP_WEBHOOK: BodyRule = {
  types: ['application/json'],
  limit: limit(WHATSAPP_WEBHOOK_BODY_MAX_BYTES),
};

/** The calls whose bodies are not JSON of up to JSON_BODY_MAX_BYTES. */
const OTHER_BODIES: { method: string; pattern: RegExp; rule: BodyRule }[] = [
  { method: 'POST', pattern: /^\/api\/blogs\/?$/, rule: UPLOAD },
  { method: 'PUT', pattern: /^\/api\/blogs\/[^/]+\/?$/, rule: UPLOAD },
  { method: 'POST', pattern: /^\/api\/apply-jobs\/?$/, rule: UPLOAD },
  { method: 'POST', pattern: /^\/api\/check-ins\/?$/, rule: CHECK_IN_UPLOAD },
  { method: 'POST', pattern: /^\/api\/csp-reports\/?$/, rule: CSP_REPORT },
  { method: 'POST', pattern: /^\/api\/whatsapp\/webhook\/?$/, rule: WHATSAPP_WEBHOOK },
];

const ruleFor = (method: string, path: string) =>
  OTHER_BODIES.find((call) => call.method === method && call.pattern.test(path))?.rule ?? JSON_BODY;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** For requests with a body only (app.ts sends no other here). */
export const requestGuards = createMiddleware<AppEnv>(async (c, next) => {
  const rule = ruleFor(c.req.method, c.req.path);
  if (BODY_METHODS.has(c.req.method)) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!rule.types.includes(type)) {
      throw new HttpError(
        415,
        said(/*i18n*/ 'Send the body as {types}', { types: rule.types.join(', ') }),
      );
    }
  }
  return rule.limit(c, next);
});
