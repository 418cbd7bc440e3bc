/**
 * The site island (docs/architecture.md, "First load"): what `first-load/boot.ts` loads instead of
 * the full app (`main.tsx`) for a visitor with no stored token on a prerendered marketing page,
 * which it hydrates, or on one of the pages it renders (`first-load/island-pages.ts`). React and
 * Mantine only — no router, and a query client only on the pages that fetch — and the service
 * worker. Its links are plain: a click loads the next page, where the full app starts.
 */
import { IslandRoot } from './components/island-root';
import { mountApp } from './first-load/mount';
import { ISLAND_PAGE_LOADERS } from './island/page-loaders';
import { readServerQueries, ServerQueriesProvider } from './island/server-page';
import { activateLanguage, pageLanguage } from './lib/i18n';
import { handleLaunches } from './lib/pwa/launch-queue';

/** Called by `first-load/boot.ts` for a page of the island at this very path. */
export async function start(container: HTMLElement) {
  document.documentElement.dataset.build = __BUILD_ID__;
  handleLaunches((href) => window.location.assign(href));
  const path = window.location.pathname;
  // A page the server rendered names its kind; any other is its path's.
  const page = container.dataset.page ?? path;
  const [Page] = await Promise.all([
    ISLAND_PAGE_LOADERS[page]!(),
    activateLanguage(pageLanguage()),
  ]);
  await mountApp(
    container,
    <ServerQueriesProvider value={readServerQueries()}>
      <IslandRoot path={path} Page={Page} />
    </ServerQueriesProvider>,
    { hydrates: true },
  );
}
