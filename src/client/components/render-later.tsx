import {
  Children,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const DrawnAtOnce = createContext(false);

/**
 * Inside it, a `RenderLater` draws its children at once: the page the server draws (today's
 * first screen, docs/architecture.md "First load"), and the app's first drawing over that page,
 * which then shows what the server's did instead of a loading view.
 */
export const DrawAtOnce = DrawnAtOnce.Provider;

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
  const atOnce = useContext(DrawnAtOnce);
  const [ready, setReady] = useState(atOnce);
  useEffect(() => {
    if (!atOnce) startTransition(() => setReady(true));
  }, [atOnce]);
  return ready ? children : fallback;
}

/** Runs `task` in a task of its own just after the next paint; returns its cancelling. */
function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  // A frame's callbacks run before its paint; a task queued from them runs after it.
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(task)));
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Renders each of `children` in turn, the first once what surrounds them has been painted, each
 * next once the one before has been committed and painted, each in a transition of its own.
 * React commits each alone, so no task of the browser's inserts them all; and a transition
 * started sooner would be batched with any other one pending (a card above drawing its data),
 * whose paint would then wait for all of them (docs/benchmarks.md, "Lighthouse"). `fallback`
 * stands below those drawn until the last is.
 */
export function RenderInTurn({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const items = Children.toArray(children);
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (drawn < items.length)
      return afterNextPaint(() => startTransition(() => setDrawn(drawn + 1)));
  }, [drawn, items.length]);
  return (
    <>
      {items.slice(0, drawn)}
      {drawn < items.length && fallback}
    </>
  );
}
