import { lazy, Suspense, type ComponentType } from 'react';

/** How far ahead of the viewport a prerendered section starts loading its code. */
const NEAR_MARGIN = '400px 0px';

function whenNear(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
  });
}

/**
 * A below-the-fold section whose code loads — and whose prerendered HTML hydrates — only
 * when it comes near the viewport: until then React leaves the server markup as it is
 * (selective hydration), so the first hydration is small. Rendered in the browser without
 * prerendered markup (a client-side visit), it loads at once.
 */
export function lazySection(name: string, load: () => Promise<ComponentType>) {
  const Lazy = lazy(async () => {
    const prerendered =
      typeof document === 'undefined' ? null : document.querySelector(`[data-section="${name}"]`);
    if (prerendered) await whenNear(prerendered);
    return { default: await load() };
  });
  function LazySection() {
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  LazySection.displayName = `LazySection(${name})`;
  return LazySection;
}
