/**
 * Everything of the signed-in patient that the browser keeps outside memory: the saved query
 * cache and the unsent-issue outbox (IndexedDB, idb-keyval's store) and the service worker's
 * caches. Sign-out empties all of it (SECURITY.md item 15), keeping only the precached app.
 */
import { clear } from 'idb-keyval';
import { stopPersisting } from './persister';
import { clearServiceWorkerPatientData } from './pwa';

export async function clearPatientStorage(): Promise<void> {
  stopPersisting();
  clearServiceWorkerPatientData();
  await clear().catch(() => undefined);
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => !name.startsWith('workbox-precache')).map((n) => caches.delete(n)),
    );
  }
}
