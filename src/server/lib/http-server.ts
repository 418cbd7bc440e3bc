/**
 * The HTTP server around the app. Every response it writes carries the security headers
 * (SECURITY.md G) and a request id, added where Node writes the head: one object spread per
 * response, with no web `Headers` built, and also on answers the app never sees (a request
 * Node or `@hono/node-server` refuses before routing). A header the app sets itself wins: the
 * resume download's `Content-Security-Policy: sandbox`, a file's `Cache-Control`.
 */
import {
  ServerResponse,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { API_HEADER_LIST, pageHeaderList } from './security-headers';

/** A caller's own request id is kept when it is short and plain (as Hono's requestId does). */
const SAFE_REQUEST_ID = /^[\w\-=]{1,255}$/;
/** Kept on the request itself: a property read is cheaper than a WeakMap on every call. */
const REQUEST_ID = Symbol('requestId');
type NamedRequest = IncomingMessage & { [REQUEST_ID]?: string };

/** The request's id: the caller's `X-Request-Id` when it is safe, else a new UUID. */
export function requestIdOf(request: NamedRequest): string {
  let id = request[REQUEST_ID];
  if (!id) {
    const given = request.headers['x-request-id'];
    id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    request[REQUEST_ID] = id;
  }
  return id;
}

/** Lower-cased, so a header the app sets itself replaces the default in the spread. */
const headerObject = (list: [string, string][]) =>
  Object.fromEntries(list.map(([name, value]) => [name.toLowerCase(), value]));

/** The headers every response starts from: pages and files, and API answers. */
export function baseHeaders(liveChatSrc: string | undefined) {
  return { page: headerObject(pageHeaderList(liveChatSrc)), api: headerObject(API_HEADER_LIST) };
}

function responseClass(liveChatSrc: string | undefined) {
  const base = baseHeaders(liveChatSrc);
  return class SecuredResponse extends ServerResponse<IncomingMessage> {
    override writeHead(
      statusCode: number,
      reasonOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
      maybeHeaders?: OutgoingHttpHeaders | OutgoingHttpHeader[],
    ): this {
      const reason = typeof reasonOrHeaders === 'string' ? reasonOrHeaders : undefined;
      const headers = typeof reasonOrHeaders === 'string' ? maybeHeaders : reasonOrHeaders;
      const defaults = this.req.url?.startsWith('/api/') ? base.api : base.page;
      const id = requestIdOf(this.req);
      if (headers === undefined || Array.isArray(headers)) {
        // Rare forms (a raw header list, or headers set one by one): fill in what is missing.
        for (const [name, value] of Object.entries(defaults))
          if (!this.hasHeader(name)) this.setHeader(name, value);
        if (!this.hasHeader('x-request-id')) this.setHeader('x-request-id', id);
        return super.writeHead(statusCode, reason, headers);
      }
      return super.writeHead(statusCode, reason, {
        ...defaults,
        'x-request-id': id,
        ...headers,
      });
    }
  };
}

export interface ServeOptions {
  port: number;
  hostname: string;
  liveChatSrc?: string;
}

/** Serves `fetch` (the app) over HTTP; `onListen` gets the bound port. */
export function serveApp(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
  { port, hostname, liveChatSrc }: ServeOptions,
  onListen?: (port: number) => void,
): ServerType {
  return serve(
    {
      fetch,
      port,
      hostname,
      // Node creates one per request; its type is generic over the request class.
      serverOptions: { ServerResponse: responseClass(liveChatSrc) as typeof ServerResponse },
    },
    (info: AddressInfo) => onListen?.(info.port),
  );
}
