/** Persists the patient's queries to IndexedDB (idb-keyval) for the offline dashboard. */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { del, get, set } from 'idb-keyval';

export const PERSIST_KEY = 'tapalign-query-cache';
/** Bump to drop every persisted cache after an incompatible change. */
export const PERSIST_BUSTER = 'v1';

export const persister = createAsyncStoragePersister({
  key: PERSIST_KEY,
  storage: {
    getItem: (key) => get<string>(key).then((value) => value ?? null),
    setItem: (key, value) => set(key, value),
    removeItem: (key) => del(key),
  },
});

export const clearPersistedQueries = () => del(PERSIST_KEY);
