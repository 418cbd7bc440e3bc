import { useLayoutEffect } from 'react';
import { useHydrated } from '../components/use-hydrated';
import { savedScroll } from './in-page-history';

/**
 * Scrolls to where this entry was left once the page beside it has rendered, or to `top` if
 * it was never left (a post opens at its top; a list first opened stays where it is). A page
 * hydrated from the server's HTML has been on screen already: it stays where the reader is.
 */
export function RestoreScroll({ top }: { top?: number }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    const y = savedScroll() ?? (hydrated ? top : undefined);
    if (y !== undefined) window.scrollTo(0, y);
    // Once, as the page beside it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [top]);
  return null;
}
