import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { MOVED_EARLY } from '../shared/page-render';
import { routeTree } from './routeTree.gen';

let firstDrawing = true;

/**
 * Whether the router restores (or resets) the scroll as it draws a page: always, but for its
 * first drawing over a page the server drew that the patient has scrolled or tapped already,
 * which stays where they are (docs/architecture.md, "First load").
 */
function restoresScroll(): boolean {
  const first = firstDrawing;
  firstDrawing = false;
  return !(first && MOVED_EARLY in document.documentElement.dataset);
}

/**
 * The app's router. `server`: the page renderer's, on a memory history, which knows the site's
 * origin and has no window's scroll to restore; it renders the page as the browser's router does,
 * so the app hydrates what it drew (docs/architecture.md, "First load").
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  server?: { origin: string },
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: server ? false : restoresScroll,
    origin: server?.origin,
    isServer: server ? false : undefined,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
