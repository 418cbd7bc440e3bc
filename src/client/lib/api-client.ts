/**
 * The one way the browser calls the API: attaches the bearer token, parses JSON, and turns
 * every failure into an `ApiError` with the server's message. It shows no UI.
 */
import { msg } from '@lingui/core/macro';
import type { ApiErrorBody } from '../../shared/api-types';
import { SAVED_ANSWER_HEADER } from '../../shared/constants';
import { takeEarlyAnswer } from '../first-load/early-requests';
import { requestForShownChild } from './child-view';
import { markServerReached, markServerUnreachable } from './connection';
import { readerText } from './reader-text';
import { noteServerDate } from './server-clock';
import { getToken } from './session';
import { withQuery, type Query } from './url';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ApiErrorBody['issues'] = [],
    /** What the screen may act on beyond the message (`ApiErrorBody.code`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body`. */
  formData?: FormData;
  query?: Query;
  signal?: AbortSignal;
  /** The token to send instead of the stored one (sign-out revokes it after removing it). */
  token?: string;
}

type Send = (url: string, init: RequestInit) => Promise<Response>;

let send: Send = (url, init) => fetch(url, init);

/** The server's page renderer (`page-renderer.tsx`) calls the API in the server's own process. */
export function sendApiRequestsWith(transport: Send): void {
  send = transport;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = options.token ?? getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const request = requestForShownChild({
    path,
    method: options.method ?? (body ? 'POST' : 'GET'),
    body: options.body,
    query: options.query,
  });
  const { method } = request;
  if (request.body !== options.body) body = JSON.stringify(request.body);
  const url = withQuery(`/api${request.path}`, request.query);
  // The page's script tag may have asked this already (first-load/early-requests.ts).
  const early = token && body === undefined ? takeEarlyAnswer(method, url, token) : null;
  let response: Response;
  let sentAt = Date.now();
  let receivedAt: number | undefined;
  try {
    const answer = await early;
    if (answer) ({ response, sentAt, receivedAt } = answer);
    else response = await send(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    markServerUnreachable();
    throw new ApiError(
      0,
      readerText(
        'You appear to be offline. Please check your connection.',
        msg`You appear to be offline. Please check your connection.`,
      ),
    );
  }
  if (response.headers.has(SAVED_ANSWER_HEADER)) markServerUnreachable();
  else {
    markServerReached();
    noteServerDate(response.headers.get('date'), sentAt, receivedAt ?? Date.now());
  }
  return readResponse<T>(response);
}

/** An answer with no message of the server's (a proxy's error page): its status, in words. */
function requestFailed(status: number): string {
  return readerText(`Request failed (${status})`, msg`Request failed (${status})`);
}

async function readResponse<T>(response: Response): Promise<T> {
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const data: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(
      response.status,
      body.message ?? requestFailed(response.status),
      body.issues,
      body.code,
    );
  }
  return data as T;
}

/** Fetches a file (the patients export) with the bearer token. */
export async function apiDownload(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(`/api${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) await readResponse(response);
  return response.blob();
}
