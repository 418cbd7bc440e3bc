import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { beforeLanguageChange } from '../../../lib/i18n';

/** How far ahead of the viewport a prerendered section starts loading its code. */
const NEAR_MARGIN = '400px 0px';

/** The prerendered sections still waiting to come near: each one's "load now". */
const waiting = new Set<() => void>();
/**
 * The prerendered sections on their way: each resolves once the section has hydrated (or its
 * code failed to load).
 */
const pending = new Set<Promise<void>>();

/**
 * A change of language re-renders every section, and a re-render that reaches a prerendered
 * section before it has hydrated hydrates it in the new language, against markup in the old
 * one: React then drops the markup and draws the section afresh. So every section waiting
 * loads, and hydrates, first.
 */
beforeLanguageChange(() => {
  waiting.forEach((loadNow) => loadNow());
  return Promise.all(pending);
});

/** Resolves once `element` nears the viewport, or once the page needs every section. */
function whenNeeded(element: Element): Promise<void> {
  return new Promise((resolve) => {
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
  // Settles the section's place in `pending`: hydrated, failed to load, or left unhydrated.
  let done = () => {};
  const Lazy = lazy(() => {
    const prerendered =
      typeof document === 'undefined' ? null : document.querySelector(`[data-section="${name}"]`);
    // Only prerendered markup waits to hydrate (the prerender itself runs no effects).
    if (prerendered) {
      const hydrated = new Promise<void>((resolve) => (done = resolve));
      pending.add(hydrated);
      void hydrated.then(() => pending.delete(hydrated));
    }
    const loaded = (async () => {
      if (prerendered) await whenNeeded(prerendered);
      const Section = await load();
      function HydratedSection() {
        useEffect(done, []);
        return <Section />;
      }
      return { default: HydratedSection };
    })();
    loaded.catch(done);
    return loaded;
  });
  function LazySection() {
    // A page left before the section hydrated: nothing waits for it any more.
    useEffect(() => () => done(), []);
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  LazySection.displayName = `LazySection(${name})`;
  return LazySection;
}
