/**
 * An answer sent before the request body was read (413, 415, 401 on an upload…) leaves the
 * rest of the body on the connection. Saying `Connection: close` tells the client not to send
 * its next request on it, and makes the HTTP server end the connection after the answer,
 * lingering while the rest of the body arrives (lib/lingering-close.ts) so that the client
 * reads the answer. A route that refuses a body part-way through need only stop reading it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { nodeRequestIn } from '../lib/request-header';

/** For requests with a body only (app.ts sends no other here). */
export const closeUnreadConnections = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A 413 may have read part of a chunked body (in-process requests have no Node message).
  const unfinished = nodeRequestIn(c.env)?.complete === false || c.res.status === 413;
  if (!c.req.raw.bodyUsed || unfinished) c.header('Connection', 'close');
});
