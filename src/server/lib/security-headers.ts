/**
 * The headers every response carries (docs/security.md G). Pages and their files get the full
 * set: a CSP without inline scripts (but for two inline handlers, allowed by their hashes),
 * HSTS and the rest. JSON answers are never rendered as a document, so they get what protects
 * data (OWASP REST Security Cheat Sheet): no storing, no sniffing, no framing, no cross-origin
 * reads, HSTS. Every byte of a header block is parsed by every client on every call. The HTTP server
 * adds them as it writes each response (`http-server.ts`).
 */
import { createHash } from 'node:crypto';
import { INLINE_HANDLERS } from '../../shared/early-action';

/** Where browsers report what the policy blocked, and the endpoint's name for `report-to`. */
const CSP_REPORT_PATH = '/api/csp-reports';
const CSP_ENDPOINT = 'csp';

const INLINE_HANDLER_HASHES = INLINE_HANDLERS.map(
  (handler) => `'sha256-${createHash('sha256').update(handler).digest('base64')}'`,
);

function contentSecurityPolicy(liveChatSrc?: string): string {
  const chatOrigin = liveChatSrc ? new URL(liveChatSrc).origin : undefined;
  const chat = chatOrigin ? [chatOrigin] : [];
  const chatSocket = chatOrigin ? [chatOrigin.replace(/^https:/, 'wss:')] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The inline handlers of a page rendered ahead, by their hashes (src/shared/early-action.ts).
    ['script-src', ["'self'", "'unsafe-hashes'", ...INLINE_HANDLER_HASHES, ...chat]],
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
    // report-to for browsers with the Reporting API; report-uri for the others (one that
    // knows report-to ignores report-uri).
    ['report-to', [CSP_ENDPOINT]],
    ['report-uri', [CSP_REPORT_PATH]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function pageHeaderList(liveChatSrc?: string): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(liveChatSrc)],
    ['Reporting-Endpoints', `${CSP_ENDPOINT}="${CSP_REPORT_PATH}"`],
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
    // The photo check-in's live camera, on this site only (not in any frame).
    ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=()'],
  ];
}

export const API_HEADER_LIST: [string, string][] = [
  ['Cache-Control', 'no-store'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['X-Content-Type-Options', 'nosniff'],
];
