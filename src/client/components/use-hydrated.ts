import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * `before` while rendering the prerendered HTML and while hydrating it, `read()` from then on.
 * React renders the component again after hydration only when the two differ, so a page whose
 * browser-only value matches its HTML (no redirect, no stored number, signed out) hydrates in
 * one pass. `read` must give the same value for the same state: a primitive or a kept object.
 */
export function useValueOnceHydrated<T>(read: () => T, before: T): T {
  return useSyncExternalStore(noSubscription, read, () => before);
}

const hydratedNow = () => true;

/**
 * False while rendering the prerendered HTML and while hydrating it, true from the render
 * right after: for browser-only additions that must not change the markup React hydrates.
 */
export function useHydrated(): boolean {
  return useValueOnceHydrated(hydratedNow, false);
}
