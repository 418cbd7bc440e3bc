/**
 * What a page of the site reads (the blog's list and posts, the careers page's openings), without
 * TanStack Query, which such a page then never loads. Each answer is held under its request's address
 * for the document's life and read with React's `use`: the page suspends while it loads, and
 * its boundary shows a failure with a retry (`forgetFailures`). The server renders a page from
 * the same store and writes its answers into the page (`#page-queries`), from which the site
 * hydrates it without asking again (docs/architecture.md, "First load").
 */
import { createContext, use, useContext } from 'react';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { withQuery } from './url';

/** The answers a page holds, by their requests' addresses: what the server writes into it. */
export type PageAnswers = Record<string, unknown>;

/** A GET of the API, and the answer to show at once instead when one is already at hand. */
export interface PageRequest<T> {
  path: string;
  query?: RequestOptions['query'];
  /** What to keep of the server's answer (its `blog` field, say): by default all of it. */
  read?: (body: never) => T;
  /** An answer held under another request (a post in a list page already loaded). */
  initial?: () => T | undefined;
}

/** A promise as React's `use` reads it: a settled one is read at once, without suspending. */
type Tracked<T> = Promise<T> & {
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const }) as Tracked<T>;
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/** The waits before trying again a request that failed through no fault of its own (not 4xx). */
const RETRY_DELAYS_MS = [1000, 2000];

/** The answer to `request`, asked once: what a query client's own retries wrap (the admin's). */
export async function fetchAnswer<T>(request: PageRequest<T>, signal?: AbortSignal): Promise<T> {
  const body = await apiRequest<never>(request.path, { query: request.query, signal });
  return request.read ? request.read(body) : (body as T);
}

async function fetchWithRetries<T>(request: PageRequest<T>, delays: readonly number[]) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchAnswer(request);
    } catch (error) {
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const delay = delays[attempt];
      if (refused || delay === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

export const requestKey = ({ path, query }: PageRequest<unknown>) => withQuery(path, query);

export class PageData {
  readonly #answers = new Map<string, Tracked<unknown>>();
  readonly #retryDelays: readonly number[];

  /** `answers`: those the page was rendered from; `retryDelays`: none on the server. */
  constructor(answers: PageAnswers = {}, retryDelays: readonly number[] = RETRY_DELAYS_MS) {
    for (const [key, value] of Object.entries(answers)) this.#answers.set(key, fulfilled(value));
    this.#retryDelays = retryDelays;
  }

  /** The answer to `request`: the one held, else the one at hand, else fetched and then held. */
  load<T>(request: PageRequest<T>): Promise<T> {
    const key = requestKey(request);
    let answer = this.#answers.get(key);
    if (!answer) {
      const initial = request.initial?.();
      answer =
        initial === undefined
          ? track(fetchWithRetries(request, this.#retryDelays))
          : fulfilled(initial);
      this.#answers.set(key, answer);
    }
    return answer as Promise<T>;
  }

  /** The answers held to requests of `path`, with each request's query. */
  heldFor(path: string): { query: URLSearchParams; answer: unknown }[] {
    return [...this.#answers].flatMap(([key, answer]) => {
      const [keyPath, query] = key.split('?', 2);
      if (keyPath !== path || answer.status !== 'fulfilled') return [];
      return [{ query: new URLSearchParams(query), answer: answer.value }];
    });
  }

  /** Forgets the requests that failed: the next read of each fetches it again. */
  forgetFailures(): void {
    for (const [key, answer] of this.#answers)
      if (answer.status === 'rejected') this.#answers.delete(key);
  }

  /** Every answer held, by its request's address (what the server writes into the page). */
  answers(): PageAnswers {
    const held = [...this.#answers].filter(([, answer]) => answer.status === 'fulfilled');
    return Object.fromEntries(held.map(([key, answer]) => [key, answer.value]));
  }
}

const PageDataContext = createContext<PageData | null>(null);

export const PageDataProvider = PageDataContext.Provider;

export function usePageData(): PageData {
  const data = useContext(PageDataContext);
  if (!data) throw new Error('usePageData needs a PageDataProvider above it');
  return data;
}

/** The answer to `request`, suspending the component until it arrives. */
export const usePageAnswer = <T>(request: PageRequest<T>): T => use(usePageData().load(request));
