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

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: restoresScroll,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
