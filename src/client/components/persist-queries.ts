/**
 * Restores the signed-in patient's persisted queries from IndexedDB and keeps saving them,
 * following the session: a sign-in starts a new saved cache, a sign-out (here, in another tab,
 * or a rejected token) stops saving and wipes what the device kept. Done once, before the first
 * render: restoring inside a provider would change a context right after hydration and force
 * the home page's not-yet-hydrated sections to re-render from scratch.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClient,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { clearPatientStorage } from '../lib/patient-storage';
import {
  PERSIST_BUSTER,
  persistKeyFor,
  persisterFor,
  removeOtherPersistedCaches,
} from '../lib/persister';
import { shouldPersistQuery } from '../lib/query-client';
import { getToken, subscribeToToken } from '../lib/session';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Restores `queryClient`'s saved answers from `persister` and keeps saving them; returns the
 * stop and the restoring. A saved answer is shown at once but never taken as fresh: saves are
 * throttled, so the last one may predate the patient's latest change, and the clinic or another
 * device may have changed the plan since. Each query holding one refetches when next used; a
 * newer answer already there (one a drawn page came with) stands, and is not asked for again.
 */
export function persistInto(
  queryClient: QueryClient,
  persister: Persister,
): [stop: () => void, restored: Promise<void>] {
  let saved: PersistedClient | undefined;
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister: {
      ...persister,
      restoreClient: async () => (saved = await persister.restoreClient()),
    },
    buster: PERSIST_BUSTER,
    maxAge: THIRTY_DAYS_MS,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  const stale = restored.then(() => {
    const savedAt = new Map(
      saved?.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
    );
    return queryClient.invalidateQueries({
      predicate: (query) => savedAt.get(query.queryHash) === query.state.dataUpdatedAt,
      refetchType: 'none',
    });
  });
  return [unsubscribe, stale];
}

export async function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  let stop = () => {};
  let current: string | null = null;

  const follow = async (token: string | null) => {
    stop();
    stop = () => {};
    const signedOut = current !== null;
    current = token;
    // Signed out: nothing of a patient's may stay (a visitor's blog reading may).
    if (!token) return clearPatientStorage({ signOut: signedOut });
    const key = await persistKeyFor(token);
    if (current !== token) return;
    await removeOtherPersistedCaches(key);
    const [unsubscribe, restored] = persistInto(queryClient, persisterFor(key));
    stop = unsubscribe;
    await restored;
  };

  subscribeToToken(() => {
    const token = getToken();
    if (token !== current) void follow(token).catch(() => undefined);
  });
  // No IndexedDB (private mode, old browser): the app simply starts with an empty cache.
  await follow(getToken()).catch(() => undefined);
}
