/**
 * Opened from a case's tag, the dashboard keeps what the tap is for on screen (docs/design.md §4):
 * the tapped-aligner card from its top, and every control marked `data-keep-in-view` below it
 * (the wear card's "Taking them out"). It scrolls as little as that needs, never hiding the
 * card's top under the page's sticky header.
 */
import { MOVED_EARLY, PATIENT_MOVES } from '../../../../shared/page-render';

const MARGIN = 8;

function stickyHeaderBottom(): number {
  const header = document.querySelector('header');
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  return Math.max(0, header.getBoundingClientRect().bottom);
}

function keepInView(card: HTMLElement): void {
  const box = card.getBoundingClientRect();
  const targets = [...document.querySelectorAll<HTMLElement>('[data-keep-in-view]')];
  const bottom = Math.max(box.bottom, ...targets.map((el) => el.getBoundingClientRect().bottom));
  const topRoom = box.top - stickyHeaderBottom() - MARGIN;
  const overflow = Math.max(0, bottom + MARGIN - window.innerHeight);
  const delta = Math.min(overflow, topRoom);
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior: 'instant' });
}

/** Long enough for the wear log on a slow connection; the page never scrolls by itself after. */
const SETTLING_MS = 10_000;

/**
 * Keeps `card` and the marked controls in view while the page is still drawing (the wear log
 * arrives after the plan), until the patient moves the page themselves, before the app too.
 */
export function keepInViewWhileSettling(card: HTMLElement): () => void {
  // They moved the page the server drew before the app took it over: it is theirs already.
  if (MOVED_EARLY in document.documentElement.dataset) return () => {};
  let frame = 0;
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => keepInView(card));
  };
  const observer = new ResizeObserver(schedule);
  observer.observe(document.body);
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  const stop = () => {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    observer.disconnect();
    mutations.disconnect();
    for (const type of PATIENT_MOVES) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, SETTLING_MS);
  for (const type of PATIENT_MOVES) window.addEventListener(type, stop, { passive: true });
  schedule();
  return stop;
}
