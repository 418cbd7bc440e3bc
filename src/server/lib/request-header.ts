/**
 * A request header, read from Node's own parsed headers when the request came over HTTP:
 * `c.req.header()` would first build a web `Headers` from all of them, a cost every request
 * paid in the middleware that only wanted one (in-process test requests have no Node request).
 */
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

export function nodeRequestOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeRequestOf(c);
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
