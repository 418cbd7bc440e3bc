import { randomUUID } from 'node:crypto';
import { getPath } from 'hono/utils/url';
import { requestIdOf } from '../lib/http-server';
import type { Logger } from '../lib/logger';
import { nodeRequestIn } from '../lib/request-header';
import type { Fetch } from './fetch';

const IN_PROCESS_ID = Symbol('requestId');

/**
 * The request's id: the one the HTTP server also sends as `X-Request-Id`; a request made
 * in-process has no server, so it gets a fresh one, kept on its bindings.
 */
export function requestIdFor(env: object): string {
  const incoming = nodeRequestIn(env);
  if (incoming) return requestIdOf(incoming);
  const bindings = env as { [IN_PROCESS_ID]?: string };
  return (bindings[IN_PROCESS_ID] ??= randomUUID());
}

/**
 * One log line per request: no query string, body or headers, so no secrets or personal
 * data. Around the router rather than in it, so an answer the router gives at once (most
 * API calls) is written at once too.
 */
export function withAccessLog(logger: Logger, handle: Fetch): Fetch {
  const log = (request: Request, env: object, started: number, response: Response) => {
    logger.info('request', {
      requestId: requestIdFor(env),
      method: request.method,
      path: getPath(request),
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    return response;
  };
  return (request, env) => {
    const started = performance.now();
    const response = handle(request, env);
    // No closure for an answer given at once, as most are.
    return response instanceof Promise
      ? response.then((answer) => log(request, env, started, answer))
      : log(request, env, started, response);
  };
}
