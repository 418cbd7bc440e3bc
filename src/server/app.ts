/** Builds the whole HTTP application; `index.ts` serves it, the API tests call it in-process. */
import { Hono, type NotFoundHandler } from 'hono';
import { getPath } from 'hono/utils/url';
import type { AppDeps, AppEnv } from './context';
import { withAccessLog } from './middleware/access-log';
import { closeUnreadConnections } from './middleware/close-unread';
import { withCompression } from './middleware/compression';
import { errorHandler } from './middleware/errors';
import type { Fetch } from './middleware/fetch';
import { hasBody, requestGuards } from './middleware/request-guards';
import { withTestClock } from './middleware/test-clock';
import { answersWithPage } from './lib/http-server';
import { mountClient } from './lib/static';
import { apiRoutes } from './routes';
import { translate } from '../shared/messages';
import { apiLanguage } from './lib/page-language';

export interface App {
  fetch: Fetch;
  /** An in-process request to `path` (tests), with the bindings a server would pass. */
  request(path: string, init?: RequestInit, env?: object): Promise<Response>;
}

/** Not a route of its own: a catch-all route would be one more handler on every call. */
const noSuchEndpoint: NotFoundHandler<AppEnv> = (c) =>
  c.json({ message: translate(/*i18n*/ 'No such API endpoint', undefined, apiLanguage(c)) }, 404);

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The access log and compression wrap three routers: the API, the API behind the guards of
 * requests with a body (size limits, content types, closing a connection left with an unread
 * body), and the site (the built client). An API call without a body, which most are, thus
 * meets its route's handlers only: Hono and `@hono/node-server` answer it at once when they
 * can, with no promise or close handler. The security headers and the request id are added as
 * the HTTP server writes the response (lib/http-server.ts), the page's or the API's as this
 * router chose from the path it routes.
 */
export function createApp(deps: AppDeps): App {
  const onError = errorHandler(deps.logger);
  const api = new Hono<AppEnv>();
  for (const { base, routes } of apiRoutes(deps)) api.route(base, routes);
  api.notFound(noSuchEndpoint);
  api.onError(onError);

  const guardedApi = new Hono<AppEnv>();
  guardedApi.use(closeUnreadConnections, requestGuards);
  guardedApi.route('/', api);
  guardedApi.notFound(noSuchEndpoint);
  guardedApi.onError(onError);

  const site = new Hono<AppEnv>();
  // The page renderer reads the API in process, with no connection's address or headers.
  const fetchApi = (path: string, init?: unknown) =>
    Promise.resolve(
      api.fetch(new Request(new URL(path, 'http://localhost'), init as RequestInit), {}),
    );
  mountClient(site, deps.staticRoot, { fetchApi, logger: deps.logger, origin: deps.env.ORIGIN });
  site.notFound((c) => c.json({ message: 'Not found' }, 404));
  site.onError(onError);

  const route: Fetch = (request, env) => {
    if (!isApiPath(getPath(request))) {
      answersWithPage(env);
      return site.fetch(request, env);
    }
    return (hasBody(request, env) ? guardedApi : api).fetch(request, env);
  };
  const served = withAccessLog(deps.logger, withCompression(route));
  const fetch = deps.env.TEST_CLOCK_HEADER ? withTestClock(served) : served;
  return {
    fetch,
    request: async (path, init, env = {}) =>
      fetch(new Request(new URL(path, 'http://localhost'), init), env),
  };
}
