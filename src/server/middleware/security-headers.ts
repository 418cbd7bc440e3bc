/** Security headers on every response (SECURITY.md G): CSP without inline scripts, HSTS, etc. */
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders(liveChatSrc?: string) {
  const chatOrigin = liveChatSrc ? new URL(liveChatSrc).origin : undefined;
  const chat = chatOrigin ? [chatOrigin] : [];
  const chatSocket = chatOrigin ? [chatOrigin.replace(/^https:/, 'wss:')] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chat],
      // Mantine sets CSS variables through a style element and style attributes.
      styleSrc: ["'self'", "'unsafe-inline'", ...chat],
      imgSrc: ["'self'", 'data:', 'blob:', ...chat],
      fontSrc: ["'self'", 'data:', ...chat],
      connectSrc: ["'self'", ...chat, ...chatSocket],
      // blob: lets the resume viewer show a PDF it fetched with the admin's token.
      frameSrc: ["'self'", 'blob:', ...chat],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A route may set a stricter header itself (resumes: `Content-Security-Policy: sandbox`).
    overwrite: false,
  });
}
