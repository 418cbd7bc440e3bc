/** Builds the whole HTTP application; `index.ts` serves it, the API tests call it in-process. */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { sql } from 'drizzle-orm';
import type { AppDeps, AppEnv } from './context';
import { notFound } from './lib/http-error';
import { accessLog } from './middleware/access-log';
import { closeUnreadConnections } from './middleware/close-unread';
import { errorHandler } from './middleware/errors';
import { requestGuards } from './middleware/request-guards';
import { securityHeaders } from './middleware/security-headers';
import { mountClient } from './static';
import { apiRoutes } from './routes';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(accessLog(deps.logger));
  app.use(securityHeaders(deps.env.LIVECHAT_SRC));
  app.use(compress());

  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', closeUnreadConnections);
  app.use('/api/*', requestGuards);

  app.get('/api/health', async (c) => {
    await deps.db.execute(sql`select 1`);
    return c.json({ status: 'ok', db: 'ok' });
  });
  for (const { base, routes } of apiRoutes(deps)) app.route(base, routes);
  app.all('/api/*', () => {
    throw notFound('No such API endpoint');
  });

  mountClient(app, deps.staticRoot);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError(errorHandler(deps.logger));
  return app;
}
