import { useEffect, useState } from 'react';
import { useHydrated } from '../../../components/use-hydrated';

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

interface CountUp {
  from: number;
  to: number;
  durationMs: number;
  /** Turns true when the figure is first seen: the count starts then. */
  running: boolean;
  /** False with reduced motion: the figure simply shows `to`. */
  enabled: boolean;
}

/**
 * A number counting from `from` to `to` over `durationMs` once `running`. The prerendered
 * page (and a visitor who wants less motion) sees `to`; after hydration the figure waits
 * at `from` until it is seen.
 */
export function useCountUp({ from, to, durationMs, running, enabled }: CountUp): number {
  const hydrated = useHydrated();
  const [counted, setCounted] = useState<number | null>(null);

  useEffect(() => {
    if (!running || !enabled) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min((now - start) / durationMs, 1);
      setCounted(Math.round(from + (to - from) * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [from, to, durationMs, running, enabled]);

  if (!hydrated || !enabled) return to;
  if (!running) return from;
  return counted ?? from;
}
