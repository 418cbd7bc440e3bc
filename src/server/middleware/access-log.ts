import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import type { Logger } from '../lib/logger';

/** One line per request: no query string, body or headers, so no secrets or personal data. */
export function accessLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
}
