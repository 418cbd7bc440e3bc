import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { rememberEarlyInput } from './hold-early-submits';

interface MountOptions {
  /** Whether this app renders the very markup of a page prerendered for this path. */
  hydrates: boolean;
  /** Runs before a page already on screen is taken over; `hydrating` says how. */
  prepare?: (hydrating: boolean) => Promise<void>;
}

/**
 * How both apps take over the page. A page prerendered for this very path (build/prerender) is
 * hydrated in place when the app renders its markup (the site island always; the full app on
 * the pages marked `data-app-hydrates`); otherwise the app renders from scratch. Whatever the
 * page already shows (a prerendered page, a page shell's placeholder) stays on screen while the
 * app prepares (the router resolves the page and its data) and renders it whole, in a transition:
 * React then works in slices between which the page still answers, where an update from the
 * router's or the queries' stores would render in one long task. Then the service worker is
 * registered.
 */
export async function mountApp(container: HTMLElement, app: ReactNode, options: MountOptions) {
  const prerendered = container.dataset.prerendered === window.location.pathname;
  const hydrating = prerendered && options.hydrates;
  const showsPage = prerendered || container.dataset.placeholder !== undefined;
  if (showsPage) await options.prepare?.(hydrating);
  if (prerendered) rememberEarlyInput(container);
  if (hydrating) {
    hydrateRoot(container, app);
  } else {
    if (!showsPage) container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  void registerServiceWorker();
}
