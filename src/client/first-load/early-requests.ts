/**
 * The API answers a page drawn from scratch waits for before it shows anything, asked for by
 * the page's script tag as it starts rather than once the app's code, its router and the page's
 * own code have loaded in turn. The app's `apiRequest` takes each answer the first time it asks
 * the same, with the same token, while the answer is no older than a saved one the app would
 * show without asking again (its queries' default `staleTime`, lib/query-client.ts); a change
 * the app makes (any mutation) drops them all.
 */
import type { Role } from '../../shared/api-types';
import { WEAR_DAYS_DEFAULT } from '../../shared/constants';
import { pagePathOf } from '../../shared/page-shells';

interface EarlyRequest {
  method: 'GET' | 'POST';
  /** Under `/api`, as `apiRequest` is given it. */
  path: string;
  /** Asked only once the signed-in user's answer names this role, as the page's guard would. */
  forRole?: Role;
}

const CURRENT_USER: EarlyRequest = { method: 'POST', path: '/users/current-user' };

/**
 * By page: what its first screen waits for. The dashboard's route asks for the signed-in user
 * (its guard, `currentUserQueryOptions`), then, for a patient, the timeline (its loader); its
 * first screen also shows the wear log (the Wear card's figures and button), the aligner
 * switches (the Today card's switch) and the open issues (the Today card's), which would
 * otherwise be asked for only once the page's code has loaded, and paint a round trip later
 * (docs/benchmarks.md, "Lighthouse").
 */
const EARLY_REQUESTS: Readonly<Record<string, readonly EarlyRequest[]>> = {
  '/dashboard': [
    CURRENT_USER,
    { method: 'GET', path: '/timeline', forRole: 'patient' },
    { method: 'GET', path: `/wear?days=${WEAR_DAYS_DEFAULT}`, forRole: 'patient' },
    { method: 'GET', path: '/aligner-switches', forRole: 'patient' },
    { method: 'GET', path: '/issues/mine', forRole: 'patient' },
  ],
};

/** An answer asked for early, or null where it was not asked after all (another role). */
export type EarlyAnswer = Promise<{
  response: Response;
  sentAt: number;
  receivedAt: number;
} | null>;

/** The queries' default `staleTime`: an answer this young is as good as a fresh one. */
const EARLY_ANSWER_MAX_AGE_MS = 30_000;

const pending = new Map<string, { token: string; sentAt: number; answer: EarlyAnswer }>();
const keyOf = (method: string, url: string) => `${method} ${url}`;

/**
 * Sends one request and reads its answer whole: the taker gets a fresh copy, and an answer
 * nobody takes still ends (a body never read would keep the request open).
 */
async function ask({ method, path }: EarlyRequest, token: string): EarlyAnswer {
  const sentAt = Date.now();
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  const answer = await fetch(`/api${path}`, { method, headers });
  const body = await answer.arrayBuffer();
  const response = new Response(body.byteLength > 0 ? body : null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  });
  return { response, sentAt, receivedAt: Date.now() };
}

async function roleIn(answer: EarlyAnswer): Promise<Role | undefined> {
  const sent = await answer;
  if (!sent?.response.ok) return undefined;
  const body = (await sent.response.clone().json()) as { user?: { role?: Role } | null };
  return body.user?.role;
}

/** Sends the requests `pathname`'s page waits for, signed with `token`. */
export function sendEarlyRequests(pathname: string, token: string): void {
  const requests = EARLY_REQUESTS[pagePathOf(pathname)] ?? [];
  // Offline they would only fail: the page shows what it saved, and asks once back online.
  if (requests.length === 0 || !navigator.onLine) return;
  const user = ask(CURRENT_USER, token);
  const role = roleIn(user).catch(() => undefined);
  for (const request of requests) {
    const answer =
      request === CURRENT_USER
        ? user
        : role.then((found) => (found === request.forRole ? ask(request, token) : null));
    // A failure is the taker's to handle, as its own request's would be; untaken, nobody's.
    answer.catch(() => undefined);
    pending.set(keyOf(request.method, `/api${request.path}`), {
      token,
      sentAt: Date.now(),
      answer,
    });
  }
}

/** The answer to this very request if the page's script tag asked for it: taken once. */
export function takeEarlyAnswer(method: string, url: string, token: string): EarlyAnswer | null {
  const key = keyOf(method, url);
  const early = pending.get(key);
  if (!early || early.token !== token) return null;
  pending.delete(key);
  return Date.now() - early.sentAt <= EARLY_ANSWER_MAX_AGE_MS ? early.answer : null;
}

/** Drops every answer not taken yet: after a change, an ask must reach the server. */
export function dropEarlyAnswers(): void {
  pending.clear();
}
