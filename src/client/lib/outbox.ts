/**
 * What the patient did with no connection, kept in IndexedDB until the server has it: issues
 * raised offline, wear-log taps. Each outbox is one idb-keyval entry holding its items, oldest
 * first. Sending takes a lock (Web Locks across tabs, a promise chain within one), and items
 * leave the outbox as soon as the server has accepted them, so each is sent once.
 */
import { del, get, update } from 'idb-keyval';
import { ApiError } from './api-client';

/**
 * An outbox's list when it is not read (a parent's view of a child's log) or not read yet: one
 * list for every render, so what depends on it is not worked out again each time.
 */
export const NOTHING_WAITING: readonly never[] = [];

export interface OutboxResult<R> {
  sent: R[];
  rejected: unknown[];
}

export interface Outbox<T extends { id: string }> {
  add(item: T): Promise<void>;
  /** The items still waiting, oldest first. */
  waiting(): Promise<T[]>;
  /**
   * Sends what waits, oldest first, `batchSize` items per call of `send`; stops at the first
   * failure worth another try (`isWorthRetrying`). A batch the server refuses otherwise leaves
   * the outbox whole, its error in `rejected`: the server stored none of it, and sent again it
   * would be refused again, forever.
   */
  send<R>(send: (items: T[]) => Promise<R>, batchSize?: number): Promise<OutboxResult<R>>;
}

/** 4xx answers that say "later", not "never": signed out (sign in again), timed out, rate limited. */
const RETRY_LATER_STATUSES = new Set([401, 408, 429]);

/**
 * Whether the items stay for another try: no connection (status 0, or no answer at all), one of
 * RETRY_LATER_STATUSES, or server trouble (5xx). Any other 4xx is the server refusing them.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || RETRY_LATER_STATUSES.has(error.status) || error.status >= 500;
}

/** The outbox stored under `key` (also the name of its lock). */
export function createOutbox<T extends { id: string }>(key: string): Outbox<T> {
  let chain: Promise<unknown> = Promise.resolve();
  function exclusively<R>(task: () => Promise<R>): Promise<R> {
    const run = (): Promise<R> =>
      navigator.locks ? (navigator.locks.request(key, task) as Promise<R>) : task();
    const result = chain.then(run, run);
    chain = result.catch(() => undefined);
    return result;
  }
  const waiting = async () => (await get<T[]>(key)) ?? [];
  const remove = (ids: Set<string>) =>
    update<T[]>(key, (items = []) => items.filter((item) => !ids.has(item.id)));

  return {
    add: (item) => update<T[]>(key, (items = []) => [...items, item]),
    waiting,
    send: (send, batchSize = 1) =>
      exclusively(async () => {
        const result: OutboxResult<Awaited<ReturnType<typeof send>>> = { sent: [], rejected: [] };
        for (let items = await waiting(); items.length > 0; items = await waiting()) {
          const batch = items.slice(0, batchSize);
          try {
            result.sent.push(await send(batch));
          } catch (error) {
            if (isWorthRetrying(error)) break;
            result.rejected.push(error);
          }
          await remove(new Set(batch.map((item) => item.id)));
        }
        if ((await get<T[]>(key))?.length === 0) await del(key);
        return result;
      }),
  };
}
