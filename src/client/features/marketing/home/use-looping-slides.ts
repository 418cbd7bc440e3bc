import { useCallback, useEffect, useState } from 'react';

/**
 * A forward-looping slide position over `count` slides plus one trailing clone of the first:
 * every `intervalMs` it moves one slide on; after sliding onto the clone it jumps back to the
 * real first slide without animation, so the loop never runs backwards.
 */
export function useLoopingSlides(count: number, intervalMs: number, enabled: boolean) {
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);

  useEffect(() => {
    if (!enabled || count < 2) return;
    const timer = window.setInterval(() => {
      setAnimate(true);
      setPosition((p) => (p >= count ? 1 : p + 1));
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, enabled]);

  /** Call when the slide transition ends: leaves the clone for the real first slide. */
  const onSettled = useCallback(() => {
    if (position === count) {
      setAnimate(false);
      setPosition(0);
    }
  }, [position, count]);

  return { position, active: position % count, animate, onSettled };
}
