/**
 * A request header, read from Node's own parsed headers when the request came over HTTP:
 * `c.req.header()` would first build a web `Headers` from all of them, a cost every request
 * paid in the middleware that only wanted one (in-process test requests have no Node request).
 */
import { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Node's request behind a call, from the bindings `@hono/node-server` passes as `env`. */
export function nodeRequestIn(env: unknown): IncomingMessage | undefined {
  const incoming = (env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

/** A header of `request`, whose bindings are `env`. */
export function headerOf(request: Request, env: unknown, name: string): string | undefined {
  const incoming = nodeRequestIn(env);
  if (!incoming) return request.headers.get(name) ?? undefined;
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

export const requestHeader = (c: Context, name: string) => headerOf(c.req.raw, c.env, name);
