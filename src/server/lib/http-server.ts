/**
 * The HTTP server around the app. Every response it writes carries the security headers
 * and a request id, added where Node writes the head: one object spread per response, with no
 * web `Headers` built, and also on answers the app never sees (a request Node or
 * `@hono/node-server` refuses before routing). A header the app sets itself wins: the resume
 * download's `Content-Security-Policy: sandbox`, a file's `Cache-Control`. The server also
 * bounds how long a request may take to arrive, caps each address's open connections
 * (connection-cap.ts), and lingers before closing a connection whose body is unread
 * (lingering-close.ts).
 */
import {
  ServerResponse,
  type IncomingMessage,
  type Server,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
} from 'node:http';
import { randomUUID } from 'node:crypto';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo, Socket } from 'node:net';
import { capConnectionsPerAddress, isOverCap } from './connection-cap';
import {
  DEFAULT_CONNECTIONS_PER_ADDRESS,
  DEFAULT_HEADERS_TIMEOUT_SECONDS,
  DEFAULT_REQUEST_TIMEOUT_SECONDS,
  KEEP_ALIVE_TIMEOUT_MS,
  TIMEOUT_CHECK_MS,
} from './http-limits';
import { lingerBeforeClosing } from './lingering-close';
import { nodeRequestIn } from './request-header';
import './messages';
import { parse } from 'hono/utils/cookie';
import { chooseLanguage, LANGUAGE_COOKIE } from '../../shared/languages';
import { translate } from '../../shared/messages';
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

const PAGE = Symbol('page');
type SecuredResponseState = ServerResponse & { [PAGE]?: true; _last?: boolean };

/**
 * Marks the answer to this request (`@hono/node-server`'s bindings) as a page or a file of the
 * site, which gets the page headers; every other answer gets the API's. The router marks it
 * from the path it routes (percent-decoded, dot segments resolved, an absolute-form request
 * line reduced to its path), so `/%61pi/…` or `http://host/api/…` cannot get a page's
 * headers on an API answer, as a choice made from the raw request line did.
 */
export function answersWithPage(env: unknown): void {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  if (outgoing instanceof ServerResponse) (outgoing as SecuredResponseState)[PAGE] = true;
}

/** Lower-cased, so a header the app sets itself replaces the default in the spread. */
const headerObject = (list: [string, string][]) =>
  Object.fromEntries(list.map(([name, value]) => [name.toLowerCase(), value]));

/** The headers every response starts from: pages and files, and API answers. */
function baseHeaders(liveChatSrc: string | undefined) {
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
      const defaults = (this as SecuredResponseState)[PAGE] ? base.page : base.api;
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

    /** Node detaches the socket once the answer is written, then closes it if it must. */
    override detachSocket(socket: Socket): void {
      if ((this as SecuredResponseState)._last) lingerBeforeClosing(socket, this.req);
      super.detachSocket(socket);
    }
  };
}

export interface ServeOptions {
  port: number;
  hostname: string;
  liveChatSrc?: string;
  /** Time for a whole request (line, headers and body) to arrive. */
  requestTimeoutSeconds?: number;
  /** Time for the request line and headers to arrive. */
  headersTimeoutSeconds?: number;
  /** Open connections per peer address; 0 for no cap. */
  connectionsPerAddress?: number;
  /** How often the timeouts are checked. */
  timeoutCheckMs?: number;
}

type AppFetch = (request: Request, env: object) => Response | Promise<Response>;

/** Before the app, so in the page's language: the language cookie, then `Accept-Language`. */
function tooManyConnections(request: Request) {
  const language = chooseLanguage({
    cookie: parse(request.headers.get('cookie') ?? '', LANGUAGE_COOKIE)[LANGUAGE_COOKIE],
    acceptLanguage: request.headers.get('accept-language'),
  });
  const message = translate(
    /*i18n*/ 'Too many connections from your network. Please try again.',
    undefined,
    language,
  );
  return new Response(JSON.stringify({ message }), {
    status: 429,
    headers: {
      'content-type': 'application/json',
      'retry-after': '5',
      connection: 'close',
      vary: 'Cookie, Accept-Language',
    },
  });
}

/** Serves `fetch` (the app) over HTTP; `onListen` gets the bound port. */
export function serveApp(
  fetch: AppFetch,
  {
    port,
    hostname,
    liveChatSrc,
    requestTimeoutSeconds = DEFAULT_REQUEST_TIMEOUT_SECONDS,
    headersTimeoutSeconds = DEFAULT_HEADERS_TIMEOUT_SECONDS,
    connectionsPerAddress = DEFAULT_CONNECTIONS_PER_ADDRESS,
    timeoutCheckMs = TIMEOUT_CHECK_MS,
  }: ServeOptions,
  onListen?: (port: number) => void,
): ServerType {
  const served: AppFetch = (request, env) =>
    isOverCap(nodeRequestIn(env)?.socket) ? tooManyConnections(request) : fetch(request, env);
  const server = serve(
    {
      fetch: connectionsPerAddress > 0 ? served : fetch,
      port,
      hostname,
      serverOptions: {
        // Node creates one per request; its type is generic over the request class.
        ServerResponse: responseClass(liveChatSrc) as typeof ServerResponse,
        requestTimeout: requestTimeoutSeconds * 1000,
        headersTimeout: Math.min(headersTimeoutSeconds, requestTimeoutSeconds) * 1000,
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
        connectionsCheckingInterval: timeoutCheckMs,
      },
    },
    (info: AddressInfo) => onListen?.(info.port),
  );
  capConnectionsPerAddress(server as Server, connectionsPerAddress);
  return server;
}
