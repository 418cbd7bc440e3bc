/**
 * An answer sent before the request body was read (413, 415, 401 on an upload…) leaves the
 * rest of the body on the connection. Saying `Connection: close` makes Node end the
 * connection after the answer, and tells the client not to send its next request on it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';

/** For requests with a body only (app.ts sends no other here). */
export const closeUnreadConnections = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // A 413 may have read part of a chunked body; anything unread is left on the socket.
  if (!c.req.raw.bodyUsed || c.res.status === 413) c.header('Connection', 'close');
});
