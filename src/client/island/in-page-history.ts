/**
 * The island's blog opens a post in the same document (no page load, no blank frame), and
 * Back returns to the list where the reader left it. The router does this in the full app;
 * here each history entry keeps its own scroll position in its state, which the browser also
 * keeps across page loads, so a list reloaded by Back (not served from the back/forward cache)
 * is scrolled back once it has rendered.
 */

const SCROLL_KEY = 'islandScrollY';

/** Records where the current entry is scrolled. */
function saveScroll(): void {
  const state: unknown = history.state;
  history.replaceState({ ...(state as object | null), [SCROLL_KEY]: window.scrollY }, '');
}

/** Where the current entry was last scrolled, if it was recorded. */
export function savedScroll(): number | undefined {
  const y = (history.state as Record<string, unknown> | null)?.[SCROLL_KEY];
  return typeof y === 'number' ? y : undefined;
}

/**
 * Takes over scroll restoration from the browser, which would restore before the page renders,
 * while the page runs. As the page is left the browser's comes back for its entry: a page the
 * server renders has its content in its HTML, where the browser restores the scroll itself.
 */
export function manageScroll(): () => void {
  const previous = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  const onPageHide = () => {
    saveScroll();
    history.scrollRestoration = 'auto';
  };
  // Back from the back/forward cache: the page runs again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) history.scrollRestoration = 'manual';
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
    history.scrollRestoration = previous;
  };
}

/** The same-origin link a plain left click activates, or null. */
export function plainClickLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download')) return null;
  return link.origin === window.location.origin ? link : null;
}

/** Adds an entry for `href` (after recording the current one's scroll), at the page's top. */
export function pushEntry(href: string): void {
  saveScroll();
  history.pushState(null, '', href);
  window.scrollTo(0, 0);
}
