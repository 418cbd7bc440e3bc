import { useLayoutEffect } from 'react';
import { savedScroll } from './in-page-history';

/**
 * Scrolls to where this entry was left once the page beside it has rendered, or to `top` if
 * it was never left (a post opens at its top; a list first opened stays where it is).
 */
export function RestoreScroll({ top }: { top?: number }) {
  useLayoutEffect(() => {
    const y = savedScroll() ?? top;
    if (y !== undefined) window.scrollTo(0, y);
  }, [top]);
  return null;
}
