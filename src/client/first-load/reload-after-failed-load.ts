/**
 * A page whose code failed to download — a connection dropped mid-load, a service worker
 * stopped while answering, a deployment that replaced the files the page names — reloads once
 * (the recovery Vite's docs advise for its `vite:preloadError`), and so gets a fresh start
 * instead of a blank or frozen page. A second failure soon after stays an error: offline with a
 * file missing from the cache, a reload would fail the same way, again and again.
 */

/** How each browser words a dynamic import whose file could not be fetched. */
const FAILED_IMPORT =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

/** When this tab last reloaded after a failed load (session storage: this tab only). */
const FAILED_LOAD_RELOAD_KEY = 'tapalign-reloaded-after-failed-load';

/** A failure this soon after that reload is not retried. */
const RETRY_WINDOW_MS = 30_000;

const isFailedImport = (error: unknown) =>
  error instanceof Error && FAILED_IMPORT.test(error.message);

/**
 * Notes a reload now, unless this tab made one within the window. False then, and false without
 * storage to note it in, where a reload could repeat forever.
 */
function noteReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(FAILED_LOAD_RELOAD_KEY)) || 0;
    if (Date.now() - last < RETRY_WINDOW_MS) return false;
    sessionStorage.setItem(FAILED_LOAD_RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page if `error` is a failed download of its code, the first in a while; else rethrows. */
export function reloadAfterFailedLoad(error: unknown): void {
  if (!isFailedImport(error) || !noteReload()) throw error;
  window.location.reload();
}
