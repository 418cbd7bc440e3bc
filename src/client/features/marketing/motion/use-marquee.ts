import { useEffect, useRef, type RefObject } from 'react';

const FRAME_MS = 1000 / 60;

interface MarqueeOptions {
  /** Pixels per 60 Hz frame; negative scrolls the other way (docs/product-spec.md §9: ±0.4). */
  speed: number;
  /** Number of real items; the track holds them twice so the loop is seamless. */
  count: number;
  enabled: boolean;
}

/**
 * Scrolls a track of items (followed by a copy of them) continuously with transforms,
 * only while it is on screen and not hovered or focused, and time-based so fast displays
 * do not scroll faster. Returns the track's ref.
 */
export function useMarquee<T extends HTMLElement>({ speed, count, enabled }: MarqueeOptions) {
  const trackRef = useRef<T>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!enabled || !track || count === 0) return;
    let offset = 0;
    let loopWidth = 0;
    let visible = false;
    let held = false;
    let frame = 0;
    let last = 0;

    const measure = () => {
      const first = track.children[0] as HTMLElement | undefined;
      const copy = track.children[count] as HTMLElement | undefined;
      loopWidth = first && copy ? copy.offsetLeft - first.offsetLeft : 0;
    };
    const tick = (now: number) => {
      const elapsed = last ? Math.min(now - last, 100) : FRAME_MS;
      last = now;
      if (loopWidth > 0) {
        offset = (((offset + (speed * elapsed) / FRAME_MS) % loopWidth) + loopWidth) % loopWidth;
        track.style.transform = `translate3d(${-offset}px, 0, 0)`;
      }
      frame = requestAnimationFrame(tick);
    };
    const update = () => {
      const run = visible && !held && !document.hidden;
      if (run && !frame) {
        last = 0;
        frame = requestAnimationFrame(tick);
      } else if (!run && frame) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    };
    const hold = (value: boolean) => () => {
      held = value;
      update();
    };

    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(track);
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      update();
    });
    // The frame around the track: the moving track itself may sit off screen mid-loop.
    observer.observe(track.parentElement ?? track);
    const listeners: [string, () => void][] = [
      ['pointerenter', hold(true)],
      ['pointerleave', hold(false)],
      ['focusin', hold(true)],
      ['focusout', hold(false)],
    ];
    listeners.forEach(([type, fn]) => track.addEventListener(type, fn));
    document.addEventListener('visibilitychange', update);

    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      observer.disconnect();
      listeners.forEach(([type, fn]) => track.removeEventListener(type, fn));
      document.removeEventListener('visibilitychange', update);
      track.style.transform = '';
    };
  }, [speed, count, enabled]);

  return trackRef as RefObject<T>;
}
