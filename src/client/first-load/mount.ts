import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { rememberTypedText } from './hold-early-submits';

/**
 * How both apps take over the page: a page prerendered for this very path (build/prerender)
 * is hydrated in place, after `beforeHydrating`; any other (the app shell, or a page shell's
 * placeholder) is rendered from scratch. Then the service worker is registered.
 */
export async function mountApp(
  container: HTMLElement,
  app: ReactNode,
  beforeHydrating?: () => Promise<void>,
) {
  if (container.dataset.prerendered === window.location.pathname) {
    await beforeHydrating?.();
    rememberTypedText(container);
    hydrateRoot(container, app);
  } else {
    // A page shell's placeholder (src/shared/page-shells.ts) stays on screen until React's
    // first commit, which replaces whatever the container holds.
    if (container.dataset.placeholder === undefined) container.replaceChildren();
    createRoot(container).render(app);
  }
  void registerServiceWorker();
}
