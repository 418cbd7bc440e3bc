import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const DrawnAtOnce = createContext(false);

/**
 * Inside it, a `RenderLater` that waits for no paint draws its children at once: the page the
 * server draws (today's first screen, docs/architecture.md "First load"), and the app's first
 * drawing over that page, which then shows what the server's did instead of a loading view.
 */
export const DrawAtOnce = DrawnAtOnce.Provider;

/**
 * Renders `children` just after the first paint of what surrounds them, in a transition,
 * which React renders in slices between the browser's other work: a long screen's lower parts
 * (below the fold on a phone) never hold its top, or the visitor's first tap, in one long task.
 * Until then `fallback` stands in (nothing by default).
 *
 * `afterPaint` waits until a frame with what surrounds them has been painted: a transition
 * started sooner is batched with any other one pending (a card above drawing its data), whose
 * paint would then wait for all of `children` (docs/benchmarks.md, "Lighthouse").
 */
export function RenderLater({
  children,
  fallback = null,
  afterPaint = false,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  afterPaint?: boolean;
}) {
  const atOnce = useContext(DrawnAtOnce) && !afterPaint;
  const [ready, setReady] = useState(atOnce);
  useEffect(() => {
    if (atOnce) return;
    const render = () => startTransition(() => setReady(true));
    if (!afterPaint) return render();
    let timer: number | undefined;
    // A frame's callbacks run before its paint; a task queued from them runs after it.
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(render)));
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [afterPaint, atOnce]);
  return ready ? children : fallback;
}
