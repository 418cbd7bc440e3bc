/// <reference lib="webworker" />
/**
 * The signed-in patient's own answers — `POST /api/users/current-user` and `GET /api/timeline`
 * — network-first with a short timeout, kept in PATIENT_CACHE for offline use.
 *
 * Entries are keyed by the address and a hash of the request's Authorization header, never by
 * the bare URL, so one person's data can never answer another's request on a shared phone (nor
 * one child's their sibling's, for a parent); a 401 or 403 drops
 * the entry, and sign-out deletes the cache (CLEAR_PATIENT_DATA). A response still on its way
 * when the patient signs out is not written back.
 */
import { registerRoute } from 'workbox-routing';
import {
  PATIENT_CACHE,
  PATIENT_NETWORK_TIMEOUT_MS,
  SAVED_ANSWER_HEADER,
} from '../src/shared/constants';

const PATIENT_CALLS = [
  { method: 'POST', path: '/api/users/current-user' },
  { method: 'GET', path: '/api/timeline' },
] as const;

/** Bumped at every sign-out: a write started before it is dropped. */
let generation = 0;

export async function clearPatientData(): Promise<void> {
  generation += 1;
  await caches.delete(PATIENT_CACHE);
}

async function cacheKeyOf(request: Request): Promise<string | null> {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  // The query stays in the key: a guardian's `?patientId=` names whose answer it is.
  const url = new URL(request.url);
  url.searchParams.set('session', hex);
  return `${url.pathname}${url.search}`;
}

async function remember(key: string, response: Response, startedAt: number): Promise<void> {
  if (generation !== startedAt) return;
  const cache = await caches.open(PATIENT_CACHE);
  if (response.ok) await cache.put(key, response);
  else if (response.status === 401 || response.status === 403) await cache.delete(key);
}

async function networkFirst(event: FetchEvent, request: Request): Promise<Response> {
  const key = await cacheKeyOf(request);
  const startedAt = generation;
  const network = fetch(request.clone()).then((response) => {
    if (key) event.waitUntil(remember(key, response.clone(), startedAt).catch(() => undefined));
    return response;
  });
  if (!key) return network;
  const timedOut = new Promise<null>((resolve) =>
    setTimeout(resolve, PATIENT_NETWORK_TIMEOUT_MS, null),
  );
  const first = await Promise.race([network, timedOut]).catch(() => null);
  if (first) return first;
  const cached = await caches.open(PATIENT_CACHE).then((cache) => cache.match(key));
  // Nothing saved: wait for the network after all (or fail as the page would without us).
  return cached ? markedAsSaved(cached) : network;
}

/** The saved answer, marked so the page can say it is showing a saved plan. */
function markedAsSaved(cached: Response): Response {
  const headers = new Headers(cached.headers);
  headers.set(SAVED_ANSWER_HEADER, '1');
  return new Response(cached.body, {
    status: cached.status,
    statusText: cached.statusText,
    headers,
  });
}

export function registerPatientDataRoutes(): void {
  for (const { method, path } of PATIENT_CALLS) {
    registerRoute(
      ({ url, sameOrigin }) => sameOrigin && url.pathname === path,
      ({ event, request }) => networkFirst(event as FetchEvent, request),
      method,
    );
  }
}
