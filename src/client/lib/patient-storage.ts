/**
 * Everything of the signed-in patient that the browser keeps outside memory: the saved query
 * cache and the outboxes (unsent issues, wear taps) (IndexedDB, idb-keyval's store) and the
 * service worker's PATIENT_CACHE. Sign-out empties all of it and every runtime cache besides
 * (docs/security.md 15), keeping only the precached app.
 */
import { clear } from 'idb-keyval';
import { PATIENT_CACHE } from '../../shared/constants';
import { stopPersisting } from './persist-session';
import { clearServiceWorkerPatientData } from './pwa';

/** `signOut`: also the public runtime caches (blog, images), so only the app itself stays. */
export async function clearPatientStorage({ signOut }: { signOut: boolean }): Promise<void> {
  stopPersisting();
  clearServiceWorkerPatientData();
  await clear().catch(() => undefined);
  if (!('caches' in window)) return;
  const names = await caches.keys();
  const doomed = signOut
    ? names.filter((name) => !name.startsWith('workbox-precache'))
    : names.filter((name) => name === PATIENT_CACHE);
  await Promise.all(doomed.map((name) => caches.delete(name)));
}
