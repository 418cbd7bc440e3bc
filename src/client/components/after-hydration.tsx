import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * `fallback` in a prerendered page's HTML and while React hydrates it, then `children`: for a
 * section whose content is fetched in the browser, so the page's HTML carries its skeleton.
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return useHydrated() ? children : fallback;
}
