/**
 * The patient's queries in IndexedDB (idb-keyval) for the offline dashboard, one entry per
 * signed-in session: the key holds a hash of the session token, so on a shared phone one
 * person's saved plan is never restored for another. Only the active session's entry may be
 * written: a save still scheduled when the patient signs out is dropped.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';

const PERSIST_PREFIX = 'tapalign-query-cache:';
/** Bump to drop every persisted cache after an incompatible change. */
export const PERSIST_BUSTER = 'v2';

let activeKey: string | null = null;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function persistKeyFor(token: string): Promise<string> {
  return `${PERSIST_PREFIX}${(await sha256Hex(token)).slice(0, 32)}`;
}

/** The persister for one session; it writes only while that session is the active one. */
export function persisterFor(key: string): Persister {
  activeKey = key;
  return createAsyncStoragePersister({
    key,
    storage: {
      getItem: (k) => get<string>(k).then((value) => value ?? null),
      setItem: async (k, value) => {
        if (k === activeKey) await set(k, value);
      },
      removeItem: (k) => del(k),
    },
  });
}

/** Stops all saving (signed out). */
export function stopPersisting(): void {
  activeKey = null;
}

/** Drops the saved caches of every session but `keep` (ones left by an expired session). */
export async function removeOtherPersistedCaches(keep: string | null): Promise<void> {
  const stored = await keys();
  await Promise.all(
    stored
      .filter((k) => typeof k === 'string' && k.startsWith(PERSIST_PREFIX) && k !== keep)
      .map((k) => del(k)),
  );
}
