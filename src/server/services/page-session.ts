/**
 * The page session (docs/security.md, "The page session"): a patient's sign-in also gives the
 * browser `__Host-tapalign-page`, the session's token in a cookie (HttpOnly, Secure, SameSite=Lax,
 * Path=/, no Domain), read by one handler only: `GET /dashboard`, whose HTML then already shows
 * today's first screen (docs/architecture.md, "First load"). The API never reads it — it takes
 * the bearer token alone — so a request another site makes the browser send can change nothing;
 * Lax sends it on the top-level navigation a tag on the case opens, and never on another site's
 * subrequests. Sign-out clears it; a revoked or expired session behind it renders nothing.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PAGE_SESSION_COOKIE, PATIENT_SESSION_DAYS } from '../../shared/constants';
import type { Role } from '../../shared/api-types';

const COOKIE_OPTIONS = { prefix: 'host', secure: true, path: '/' } as const;
/** The longest a token's text can be (`services/sessions.ts`): anything longer is no token. */
const MAX_TOKEN_LENGTH = 200;

/**
 * At a sign-in: a patient's browser gets the page session, as long as a patient's session lasts
 * unused. Other roles have no first screen for the server to draw, so none holds the cookie.
 */
export function startPageSession(c: Context, token: string, role: Role): void {
  if (role !== 'patient') return endPageSession(c);
  setCookie(c, PAGE_SESSION_COOKIE, token, {
    ...COOKIE_OPTIONS,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: PATIENT_SESSION_DAYS * 24 * 60 * 60,
  });
}

/** At sign-out, and at any sign-in that is not a patient's. */
export function endPageSession(c: Context): void {
  if (getCookie(c, PAGE_SESSION_COOKIE, 'host') !== undefined)
    deleteCookie(c, PAGE_SESSION_COOKIE, COOKIE_OPTIONS);
}

/** The page session's token, if the request carries one that could be a token. */
export function pageSessionToken(c: Context): string | undefined {
  const token = getCookie(c, PAGE_SESSION_COOKIE, 'host');
  return token && token.length <= MAX_TOKEN_LENGTH && /^[\w-]+\.[\w-]+$/.test(token)
    ? token
    : undefined;
}
