/**
 * Registers the service worker through workbox-window (a module, not an inline script: the
 * CSP forbids those) and reports a new version waiting to take over. `applyUpdate` is the
 * update prompt's "Reload": the waiting worker takes over, then the page reloads once.
 */
import type { Workbox } from 'workbox-window';
import { SW_MESSAGE } from '../../../shared/constants';
import { loadAppStyles } from '../../first-load/load-app-styles';
import { loadCatalogs } from '../i18n';
import { externalStore } from './external-store';

const HOUR_MS = 60 * 60 * 1000;

/** True while a new version is installed and waiting for the patient's "Reload". */
export const updateWaiting = externalStore(false);

let workbox: Workbox | null = null;

export async function registerServiceWorker(): Promise<void> {
  if (workbox || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded on demand: the prerender (Node) and the first paint never need it.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  // The prompt's words and its card's styles come with the app's catalog and CSS, which a
  // marketing page has not loaded.
  wb.addEventListener('waiting', () => {
    void Promise.all([loadCatalogs(['app']), loadAppStyles()])
      .catch(() => undefined)
      .then(() => updateWaiting.set(true));
  });
  // Any tab: once a new version controls the page, the old code reloads into it.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  // An installed app stays open for days: look for a new version now and then.
  const checkForUpdate = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void wb.update();
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  setInterval(checkForUpdate, HOUR_MS);
  wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}

export function applyUpdate(): void {
  if (!workbox) return window.location.reload();
  workbox.messageSkipWaiting();
}

/** Tells the service worker to drop the signed-in patient's cached answers (sign-out). */
export function clearServiceWorkerPatientData(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGE.clearPatientData });
}
