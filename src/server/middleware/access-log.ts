import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { requestIdOf } from '../lib/http-server';
import type { Logger } from '../lib/logger';
import { nodeRequestOf } from '../lib/request-header';

/**
 * Names the request (the id the HTTP server also sends as `X-Request-Id`; a request made
 * in-process has no server, so it gets a fresh one) and logs one line per request: no query
 * string, body or headers, so no secrets or personal data.
 */
export function accessLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const incoming = nodeRequestOf(c);
    c.set('requestId', incoming ? requestIdOf(incoming) : randomUUID());
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
