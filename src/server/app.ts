/** Builds the whole HTTP application; `index.ts` serves it, the API tests call it in-process. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { notFound } from './lib/http-error';
import { accessLog } from './middleware/access-log';
import { closeUnreadConnections } from './middleware/close-unread';
import { compression } from './middleware/compression';
import { errorHandler } from './middleware/errors';
import { requestGuards } from './middleware/request-guards';
import { mountClient } from './lib/static';
import { apiRoutes } from './routes';

export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // No middleware rewrites a response's headers once it exists, but for the rare
  // `Connection: close` on a request whose body was left unread: `@hono/node-server` then
  // writes each answer straight to the socket. The security headers and the request id are
  // added as the HTTP server writes the response (lib/http-server.ts).
  app.use(accessLog(deps.logger));
  app.use(compression);
  app.use('/api/*', closeUnreadConnections);
  app.use('/api/*', requestGuards);

  for (const { base, routes } of apiRoutes(deps)) app.route(base, routes);
  app.all('/api/*', () => {
    throw notFound('No such API endpoint');
  });

  mountClient(app, deps.staticRoot);
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError(errorHandler(deps.logger));
  return app;
}
