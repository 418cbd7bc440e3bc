/** Bearer-token authentication and role checks for route modules. */
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../shared/constants';
import type { AppDeps, AppEnv } from '../context';
import { forbidden, unauthorized } from '../lib/http-error';
import { requestHeader } from '../lib/request-header';
import { verifySession } from '../services/sessions';

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

export function requireUser(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(requestHeader(c, 'authorization'));
    if (!token) throw unauthorized();
    const session = await verifySession(deps.db, token, deps.clock.now());
    if (!session) throw unauthorized(/*i18n*/ 'Your session has expired. Please sign in again.');
    c.set('user', session.user);
    c.set('userPauses', session.pauses);
    c.set('sessionId', session.sessionId);
    c.set('signedInAt', session.signedInAt);
    await next();
  });
}

/** Signed in with one of these roles; 403 otherwise. */
export function requireRole(deps: AppDeps, ...roles: Role[]) {
  const authenticate = requireUser(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    await authenticate(c, async () => {
      if (!roles.includes(c.get('user').role)) {
        deps.logger.warn('authorization failed', { userId: c.get('user').id, path: c.req.path });
        throw forbidden();
      }
      await next();
    });
  });
}
