/**
 * The site island's answers, handed to the next page of the tab: a visitor who opens a post
 * from the island's blog list gets it from the list at once in the full app, as a click
 * inside the full app would. The island only runs for visitors with no stored token, so what
 * it hands over is public; the next page takes it once, keeping each answer's age.
 */
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

const STORAGE_KEY = 'tapalign-query-handover';

/** Saves the successful queries for the next page as this one is left. */
export function handOverOnLeave(client: QueryClient): () => void {
  const save = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(dehydrate(client)));
    } catch {
      /* storage full or unavailable: the next page fetches */
    }
  };
  window.addEventListener('pagehide', save);
  return () => window.removeEventListener('pagehide', save);
}

/** Puts what the previous page handed over into `client`, and forgets it. */
export function takeHandedOverQueries(client: QueryClient): void {
  try {
    const saved = sessionStorage.getItem(STORAGE_KEY);
    if (!saved) return;
    sessionStorage.removeItem(STORAGE_KEY);
    // A reload asks for the page afresh: its answers come from the server (or, offline, from
    // the service worker's copy of them), never from the page being reloaded.
    if (isReload()) return;
    hydrate(client, JSON.parse(saved));
  } catch {
    /* unreadable: the next page fetches */
  }
}

function isReload(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}
