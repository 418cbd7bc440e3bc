/**
 * What the patient did with no connection, kept in IndexedDB until the server has it: issues
 * raised offline, wear-log taps. Each outbox is one idb-keyval entry holding its items, oldest
 * first. Sending takes a lock (Web Locks across tabs, a promise chain within one), and items
 * leave the outbox as soon as the server has accepted them, so each is sent once.
 */
import { del, get, update } from 'idb-keyval';
import { ApiError } from './api-client';

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
   * temporary failure. A batch the server refuses for good leaves the outbox with its error.
   */
  send<R>(send: (items: T[]) => Promise<R>, batchSize?: number): Promise<OutboxResult<R>>;
}

/** Failures worth another try later: no connection, rate limited, server trouble. */
const isTemporary = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

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
            if (isTemporary(error)) break;
            result.rejected.push(error);
          }
          await remove(new Set(batch.map((item) => item.id)));
        }
        if ((await get<T[]>(key))?.length === 0) await del(key);
        return result;
      }),
  };
}
