import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * `fallback` in a prerendered page's HTML and while React hydrates it, then `children`: for a
 * section whose content is fetched in the browser, so the page's HTML carries its skeleton.
 * The switch is a transition, rendered in slices after hydration's own work, rather than in
 * one pass in the same task (as a value read once hydrated would make it).
 */
export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? children : fallback;
}
