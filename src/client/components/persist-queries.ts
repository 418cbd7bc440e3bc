/**
 * Restores the patient's persisted queries from IndexedDB and keeps saving them. Done once,
 * before the first render: restoring inside a provider would change a context right after
 * hydration and force the home page's not-yet-hydrated sections to re-render from scratch.
 */
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { PERSIST_BUSTER, persister } from '../lib/persister';
import { shouldPersistQuery } from '../lib/query-client';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: PERSIST_BUSTER,
    maxAge: THIRTY_DAYS_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  // No IndexedDB (private mode, old browser): the app simply starts with an empty cache.
  await restored.catch(() => undefined);
}
