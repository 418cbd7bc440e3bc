import { QueryClient, dehydrate } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { persistInto } from '../../src/client/components/persist-queries';
import { PERSIST_BUSTER } from '../../src/client/lib/persister';

/** An hour ago: well within the saved cache's age limit. */
const SAVED_AT = Date.now() - 60 * 60_000;

/** An answer as the app's persisted queries hold one (`meta.persist`, lib/query-client.ts). */
function answer(client: QueryClient, key: string, data: string, updatedAt: number) {
  client.getQueryCache().build(client, { queryKey: [key], meta: { persist: true } });
  client.setQueryData([key], data, { updatedAt });
}

/** A persister holding `answers`, saved at `SAVED_AT`, that keeps nothing new. */
function persisterHolding(answers: Record<string, string>): Persister {
  const saved = new QueryClient();
  for (const [key, data] of Object.entries(answers)) answer(saved, key, data, SAVED_AT);
  const client: PersistedClient = {
    timestamp: SAVED_AT,
    buster: PERSIST_BUSTER,
    clientState: dehydrate(saved, { shouldDehydrateQuery: () => true }),
  };
  return {
    persistClient: () => undefined,
    restoreClient: () => structuredClone(client),
    removeClient: () => undefined,
  };
}

describe('restoring the saved answers (components/persist-queries.ts)', () => {
  it('marks the saved answers stale, and leaves a newer one the page came with fresh', async () => {
    const queryClient = new QueryClient();
    answer(queryClient, 'user', 'drawn', SAVED_AT + 60_000);

    const [stop, restored] = persistInto(
      queryClient,
      persisterHolding({ user: 'saved', timeline: 'saved' }),
    );
    await restored;
    stop();

    const user = queryClient.getQueryCache().find({ queryKey: ['user'] })!;
    const timeline = queryClient.getQueryCache().find({ queryKey: ['timeline'] })!;
    expect([user.state.data, user.state.isInvalidated]).toEqual(['drawn', false]);
    expect([timeline.state.data, timeline.state.isInvalidated]).toEqual(['saved', true]);
  });

  it('marks nothing stale when nothing was saved', async () => {
    const queryClient = new QueryClient();
    answer(queryClient, 'user', 'fetched', Date.now());
    const [stop, restored] = persistInto(queryClient, {
      persistClient: () => undefined,
      restoreClient: () => undefined,
      removeClient: () => undefined,
    });
    await restored;
    stop();
    expect(queryClient.getQueryCache().find({ queryKey: ['user'] })!.state.isInvalidated).toBe(
      false,
    );
  });
});
