/**
 * At most `max` requests at once from one address, in this process: the one after them gets
 * 429 at once, before its body is read. Uploads hold their whole file in memory while it is
 * checked, so this caps what one address can make the server hold.
 */
import { tooManyRequests } from './http-error';

/** What a caller waits before trying again: an upload in flight usually ends by then. */
const RETRY_AFTER_SECONDS = 10;

export function addressSlots(max: number, message: string) {
  const inUse = new Map<string, number>();
  return async function withSlot<T>(address: string, task: () => Promise<T>): Promise<T> {
    const used = inUse.get(address) ?? 0;
    if (used >= max) throw tooManyRequests(RETRY_AFTER_SECONDS, message);
    inUse.set(address, used + 1);
    try {
      return await task();
    } finally {
      const left = inUse.get(address)! - 1;
      if (left === 0) inUse.delete(address);
      else inUse.set(address, left);
    }
  };
}
