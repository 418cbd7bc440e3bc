/**
 * The headers every response carries (SECURITY.md G): a request id, a CSP without inline
 * scripts, HSTS and the rest; API answers are also `no-store`. All are computed once and set
 * before the handler runs, so a route may replace one with its own (resumes:
 * `Content-Security-Policy: sandbox`; files: their `Cache-Control`) and no header is rewritten
 * after the response exists: `@hono/node-server` then writes it straight to the socket instead
 * of building a full web `Response` for every request.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's own request id is kept when it is short and plain (as Hono's requestId does). */
const SAFE_REQUEST_ID = /^[\w\-=]{1,255}$/;

export function contentSecurityPolicy(liveChatSrc?: string): string {
  const chatOrigin = liveChatSrc ? new URL(liveChatSrc).origin : undefined;
  const chat = chatOrigin ? [chatOrigin] : [];
  const chatSocket = chatOrigin ? [chatOrigin.replace(/^https:/, 'wss:')] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...chat]],
    // Mantine sets CSS variables through a style element and style attributes.
    ['style-src', ["'self'", "'unsafe-inline'", ...chat]],
    ['img-src', ["'self'", 'data:', 'blob:', ...chat]],
    ['font-src', ["'self'", 'data:', ...chat]],
    ['connect-src', ["'self'", ...chat, ...chatSocket]],
    // blob: lets the resume viewer show a PDF it fetched with the admin's token.
    ['frame-src', ["'self'", 'blob:', ...chat]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function securityHeaderList(liveChatSrc?: string): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(liveChatSrc)],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'DENY'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
  ];
}

export function securityHeaders(liveChatSrc?: string) {
  const headers = securityHeaderList(liveChatSrc);
  return createMiddleware<AppEnv>(async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', requestId);
    c.header(REQUEST_ID_HEADER, requestId);
    for (const [name, value] of headers) c.header(name, value);
    if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
    await next();
  });
}
