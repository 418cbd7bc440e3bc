/**
 * The patient's queries in IndexedDB (idb-keyval) for the offline dashboard, one entry per
 * signed-in session: the key holds a hash of the session token, so on a shared phone one
 * person's saved plan is never restored for another. Only the active session's entry may be
 * written: a save still scheduled when the patient signs out is dropped.
 */
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { del, get, keys, set } from 'idb-keyval';
import { activePersistKey, setActivePersistKey } from './persist-session';

const PERSIST_PREFIX = 'tapalign-query-cache:';
/** Bump to drop every persisted cache after an incompatible change. */
export const PERSIST_BUSTER = 'v2';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function persistKeyFor(token: string): Promise<string> {
  return `${PERSIST_PREFIX}${(await sha256Hex(token)).slice(0, 32)}`;
}

/** A persister writing `key` only while `writable` says so. */
const persisterWriting = (key: string, writable: () => boolean): Persister =>
  createAsyncStoragePersister({
    key,
    storage: {
      getItem: (k) => get<string>(k).then((value) => value ?? null),
      setItem: async (k, value) => {
        if (writable()) await set(k, value);
      },
      removeItem: (k) => del(k),
    },
  });

/** The persister for one session; it writes only while that session is the active one. */
export function persisterFor(key: string): Persister {
  setActivePersistKey(key);
  return persisterWriting(key, () => key === activePersistKey());
}

/**
 * The persister of a child's answers in their parent's or guardian's session (one entry per
 * child, under the session's key); none while nothing is saved (signed out, no IndexedDB).
 */
export function childPersister(childId: string): Persister | null {
  const session = activePersistKey();
  if (!session) return null;
  return persisterWriting(`${session}:child:${childId}`, () => session === activePersistKey());
}

/**
 * Drops the saved caches of every session but `keep` and its children's (ones left by an expired
 * session).
 */
export async function removeOtherPersistedCaches(keep: string | null): Promise<void> {
  const stored = await keys();
  const kept = (k: string) => k === keep || k.startsWith(`${keep}:`);
  await Promise.all(
    stored
      .filter((k) => typeof k === 'string' && k.startsWith(PERSIST_PREFIX) && !kept(k))
      .map((k) => del(k)),
  );
}
