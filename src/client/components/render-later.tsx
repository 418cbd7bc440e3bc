import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` just after the first paint of what surrounds them, in a transition,
 * which React renders in slices between the browser's other work: a long screen's lower parts
 * (below the fold on a phone) never hold its top, or the visitor's first tap, in one long task.
 * Until then `fallback` stands in (nothing by default).
 */
export function RenderLater({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}
