/**
 * The stylesheets a page links without holding its first paint (`media="print"`, marked
 * `DEFERRED_STYLE`; build/prerender/inject.ts): the dashboard the server draws links Mantine's CSS
 * for every screen so, after the CSS its first screen needs. Each is loaded before the app draws,
 * and applied where it stands in the cascade as the app's first drawing is committed: the browser
 * then styles the page once for both, rather than the whole page again for the sheets alone.
 */
import { useLayoutEffect } from 'react';
import { DEFERRED_STYLE } from '../../shared/page-render';

const deferredStyles = () => [
  ...document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE}]`),
];

const loaded = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    if (link.sheet) return resolve();
    // A stylesheet that failed leaves the page as it was: the app still starts.
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });

/** Resolves once every deferred stylesheet has loaded (a print sheet downloads, unapplied). */
export async function loadDeferredStyles(): Promise<void> {
  await Promise.all(deferredStyles().map(loaded));
}

function applyDeferredStyles() {
  for (const link of deferredStyles()) link.media = 'all';
}

/**
 * Applies the deferred stylesheets in the commit that first draws the app. Rendered first, its
 * layout effect runs before any other: whatever the app measures as it mounts is styled.
 */
export function DeferredStyles() {
  useLayoutEffect(applyDeferredStyles, []);
  return null;
}
