import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from the
 * next render on, and always true in a tree rendered from scratch. What the browser alone knows
 * (the address's query, what the tab stored) waits for it, so hydration finds the page's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

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
