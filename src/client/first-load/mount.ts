import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { whenNothingWaits } from './next-task';

interface MountOptions {
  /**
   * Runs before a page shell's placeholder is drawn over (the router resolves the page); resolves
   * true when the page on screen is the one the server drew, to be hydrated.
   */
  prepare?: () => Promise<boolean>;
}

/**
 * How both bundles take over the page. A public page's HTML (`data-prerendered`, prerendered or
 * rendered by the server for this very path) is the site's own markup: hydrated in place. A page
 * shell's placeholder (`data-placeholder`) stays on screen while the app prepares the page: a
 * dashboard the server drew (the app's own tree) is hydrated in place too; a loading view is
 * replaced whole. Any other page (the empty shell) is rendered from scratch. Each is done in a
 * transition: React then works in slices between which the page still answers, and a phone's
 * main thread is never blocked for long while the page takes over (docs/benchmarks.md,
 * "Lighthouse"). The service worker is registered once React is done: installing, it downloads
 * every file of the site and the app (some 3.5 MB), and run at the same time it tripled the
 * page's blocking time (docs/benchmarks.md, "Lighthouse").
 */
export async function mountApp(container: HTMLElement, app: ReactNode, options: MountOptions = {}) {
  const hydrates =
    container.dataset.prerendered === window.location.pathname ||
    (container.dataset.placeholder !== undefined && (await options.prepare?.()) === true);
  if (hydrates) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    if (container.dataset.placeholder === undefined) container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  whenNothingWaits(() => void registerServiceWorker());
}
