import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { rememberEarlyInput } from './hold-early-submits';

interface MountOptions {
  /** Whether this app renders the very markup of a page prerendered for this path. */
  hydrates: boolean;
  /** Runs before a prerendered page is taken over; `hydrating` says how. */
  prepare?: (hydrating: boolean) => Promise<void>;
}

/**
 * How both apps take over the page. A page prerendered for this very path (build/prerender) is
 * hydrated in place when the app renders its markup (the site island always; the full app on
 * the pages marked `data-app-hydrates`); otherwise the app renders from scratch, and a
 * prerendered page or a page shell's placeholder stays on screen until React's first commit
 * replaces it. Then the service worker is registered.
 */
export async function mountApp(container: HTMLElement, app: ReactNode, options: MountOptions) {
  const prerendered = container.dataset.prerendered === window.location.pathname;
  const hydrating = prerendered && options.hydrates;
  if (prerendered) {
    await options.prepare?.(hydrating);
    rememberEarlyInput(container);
  }
  if (hydrating) {
    hydrateRoot(container, app);
  } else {
    if (!prerendered && container.dataset.placeholder === undefined) container.replaceChildren();
    createRoot(container).render(app);
  }
  void registerServiceWorker();
}
