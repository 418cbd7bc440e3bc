import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { beforeLanguageChange } from '../../../lib/i18n';

/** How far ahead of the viewport a prerendered section starts loading its code. */
const NEAR_MARGIN = '400px 0px';

/** The prerendered sections still waiting to come near: each one's "load now". */
const waiting = new Set<() => void>();
/** The lazy sections, by name. */
const lazyNames = new Set<string>();
/** The sections hydrated (or drawn by the app, or gone): none of them waits any more. */
const settled = new Set<string>();
/** The sections a change of language waits for, each with what settles it. */
const awaited = new Map<string, { hydrated: Promise<void>; settle: () => void }>();
/** Set by the first change of language: from then on every section loads at once. */
let everyNeeded = false;
/** The longest a change of language waits for the sections, should one never hydrate. */
const HYDRATION_WAIT_MS = 10_000;

function settle(name: string) {
  settled.add(name);
  awaited.get(name)?.settle();
  awaited.delete(name);
}

function hydrationOf(name: string): Promise<void> {
  let entry = awaited.get(name);
  if (!entry) {
    let settle = () => {};
    const hydrated = new Promise<void>((resolve) => (settle = resolve));
    entry = { hydrated, settle };
    awaited.set(name, entry);
  }
  return entry.hydrated;
}

/**
 * A change of language re-renders every section, and a re-render that reaches a prerendered
 * section before it has hydrated hydrates it in the new language, against markup in the old
 * one: React then drops the markup and draws the section afresh. So every section whose markup
 * is on the page loads, and hydrates, first — found in the page, not among the sections React
 * has started on, since React hydrates a section's boundary only when it gets to it.
 */
beforeLanguageChange(async () => {
  // The prerender, in Node, renders every section whole.
  if (typeof document === 'undefined') return;
  everyNeeded = true;
  waiting.forEach((loadNow) => loadNow());
  const onPage = [...document.querySelectorAll<HTMLElement>('[data-section]')]
    .map((element) => element.dataset.section!)
    .filter((name) => lazyNames.has(name) && !settled.has(name));
  const cap = new Promise((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS));
  await Promise.race([Promise.all(onPage.map(hydrationOf)), cap]);
});

/** Resolves once `element` nears the viewport, or once the page needs every section. */
function whenNeeded(element: Element): Promise<void> {
  return new Promise((resolve) => {
    if (everyNeeded) return resolve();
    const loadNow = () => {
      observer.disconnect();
      waiting.delete(loadNow);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNow();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    waiting.add(loadNow);
  });
}

/**
 * A below-the-fold section whose code loads — and whose prerendered HTML hydrates — only
 * when it comes near the viewport: until then React leaves the server markup as it is
 * (selective hydration), so the first hydration is small. Rendered in the browser without
 * prerendered markup (a client-side visit), it loads at once.
 */
export function lazySection(name: string, load: () => Promise<ComponentType>) {
  lazyNames.add(name);
  const Lazy = lazy(async () => {
    const prerendered =
      typeof document === 'undefined' ? null : document.querySelector(`[data-section="${name}"]`);
    try {
      if (prerendered) await whenNeeded(prerendered);
      const Section = await load();
      function HydratedSection() {
        useEffect(() => settle(name), []);
        return <Section />;
      }
      return { default: HydratedSection };
    } catch (error) {
      settle(name);
      throw error;
    }
  });
  function LazySection() {
    // A page left before the section hydrated: nothing waits for it any more.
    useEffect(() => () => settle(name), []);
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  LazySection.displayName = `LazySection(${name})`;
  return LazySection;
}
