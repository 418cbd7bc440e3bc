/**
 * The marketing island (README, "First load"): what `first-load/boot.ts` loads instead of the
 * full app (`main.tsx`) on a prerendered marketing page for a visitor with no stored token.
 * It hydrates the page with React and Mantine only — no router, no query client — and
 * registers the service worker. Its links are plain: a click loads the next page, where the
 * full app starts.
 */
import { hydrateRoot } from 'react-dom/client';
import { MarketingRoot } from './components/marketing-root';
import { MARKETING_PAGE_LOADERS } from './features/marketing/page-loaders';
import { rememberTypedText } from './first-load/hold-early-submits';
import { handleLaunches } from './lib/pwa/launch-queue';
import { registerServiceWorker } from './lib/pwa/service-worker';

/** Called by `first-load/boot.ts` for a page prerendered for this very path. */
export async function start(container: HTMLElement) {
  document.documentElement.dataset.build = __BUILD_ID__;
  handleLaunches((href) => window.location.assign(href));
  const path = window.location.pathname;
  const Page = await MARKETING_PAGE_LOADERS[path]!();
  rememberTypedText(container);
  hydrateRoot(container, <MarketingRoot path={path} Page={Page} />);
  void registerServiceWorker();
}
