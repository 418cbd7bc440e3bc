/**
 * The one outbox (src/client/lib/outbox.ts) and the wear log's use of it: which failures keep
 * the items for another try, and that a refused batch leaves whole, with its error, once.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/client/lib/api-client';
import './support/wear-language';
import { createOutbox, isWorthRetrying } from '../../src/client/lib/outbox';
import { wearRefusalMessage } from '../../src/client/features/wear/lib/wear-outbox';

// idb-keyval over a Map: the outbox's own logic, without IndexedDB.
const store = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  get: async (key: string) => store.get(key),
  del: async (key: string) => void store.delete(key),
  update: async (key: string, change: (value: unknown) => unknown) =>
    void store.set(key, change(store.get(key))),
}));

beforeEach(() => {
  store.clear();
  vi.stubGlobal('navigator', {});
});

interface Item {
  id: string;
}
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

async function outboxHolding(...ids: string[]) {
  const outbox = createOutbox<Item>(`test-outbox-${crypto.randomUUID()}`);
  for (const item of items(...ids)) await outbox.add(item);
  return outbox;
}

describe('isWorthRetrying', () => {
  it.each([0, 401, 408, 429, 500, 502, 503])('keeps the items after a %i', (status) => {
    expect(isWorthRetrying(new ApiError(status, 'later'))).toBe(true);
  });

  it.each([400, 403, 404, 409, 413, 422])('drops them after a %i', (status) => {
    expect(isWorthRetrying(new ApiError(status, 'never'))).toBe(false);
  });

  it('keeps them after a failure that is no answer of the server', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('createOutbox().send', () => {
  it('drops a refused batch whole, reports its error once, and sends the next batch', async () => {
    const outbox = await outboxHolding('a', 'b', 'c');
    const refusal = new ApiError(400, 'events.1.at: too far ahead');
    const send = vi.fn(async (batch: Item[]) => {
      if (batch.some((item) => item.id === 'b')) throw refusal;
      return batch.length;
    });
    const result = await outbox.send(send, 2);
    expect(send.mock.calls.map(([batch]) => batch.map((item) => item.id))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
    expect(result).toEqual({ sent: [1], rejected: [refusal] });
    expect(await outbox.waiting()).toEqual([]);
    // Nothing is left to send again: a later flush does not call the server.
    expect(await outbox.send(send, 2)).toEqual({ sent: [], rejected: [] });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([0, 401, 408, 429, 503])(
    'after a %i keeps the batch and everything after it, in order',
    async (status) => {
      const outbox = await outboxHolding('a', 'b', 'c');
      const send = vi.fn(async (batch: Item[]) => {
        if (batch[0]!.id === 'b') throw new ApiError(status, 'later');
        return batch.length;
      });
      expect(await outbox.send(send, 1)).toEqual({ sent: [1], rejected: [] });
      expect(await outbox.waiting()).toEqual(items('b', 'c'));
      expect(send).toHaveBeenCalledTimes(2);
    },
  );
});

describe('wearRefusalMessage', () => {
  it("says the phone's clock looked wrong, with the server's reason and the time as a date", () => {
    const at = '2026-11-26T02:00:00.000Z';
    const error = new ApiError(400, `events.0.at: ${at} is more than 5 minutes ahead`, [
      { path: 'events.0.at', message: `${at} is more than 5 minutes ahead` },
    ]);
    const message = wearRefusalMessage(error);
    expect(message).toMatch(/^This phone's clock or date looked wrong when they were tapped\. /);
    expect(message).toContain(' is more than 5 minutes ahead.');
    expect(message).not.toContain(at);
    expect(message).toContain('2026');
  });

  it("gives any other refusal the server's message", () => {
    expect(wearRefusalMessage(new ApiError(404, 'No treatment plan found'))).toBe(
      'No treatment plan found',
    );
  });
});
