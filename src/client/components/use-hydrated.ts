import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while rendering the prerendered HTML and while hydrating it, true from the render
 * right after: for browser-only additions that must not change the markup React hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
