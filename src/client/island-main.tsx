/**
 * The site bundle (docs/architecture.md, "First load"): what `first-load/boot.ts` loads on every
 * public page, for every visitor. It hydrates the page's HTML (prerendered, or rendered by the
 * server), or renders it into the empty shell the service worker answers a page with when it has
 * no copy of its own. React and Mantine only — no router, and a query client only on the careers
 * page — and the service worker. Its links are plain: the app's pages load as pages.
 */
import { IslandRoot } from './components/island-root';
import { mountApp } from './first-load/mount';
import { PUBLIC_PAGE_MODULES, SERVER_RENDERED_PAGES } from './island/public-pages';
import { readServerAnswers, ServerAnswersProvider } from './island/server-page';
import { activateLanguage, pageLanguage } from './lib/i18n';
import { handleLaunches } from './lib/pwa/launch-queue';
import { publicPageOf } from '../shared/public-pages';
import type { SitePageKind } from '../shared/page-render';

/**
 * The page's module: by the kind a server-rendered page names, else by its address — an address
 * no page has (the service worker's empty shell, offline) is the 404 page, as online.
 */
function pageModuleOf(container: HTMLElement, path: string) {
  const kind = container.dataset.page as SitePageKind | undefined;
  if (kind) return SERVER_RENDERED_PAGES[kind];
  const publicPage = publicPageOf(path);
  return publicPage ? PUBLIC_PAGE_MODULES[publicPage] : SERVER_RENDERED_PAGES['not-found'];
}

/** Called by `first-load/boot.ts` on a public page. */
export async function start(container: HTMLElement) {
  document.documentElement.dataset.build = __BUILD_ID__;
  handleLaunches((href) => window.location.assign(href));
  const path = window.location.pathname;
  const [Page] = await Promise.all([
    pageModuleOf(container, path).load(path),
    activateLanguage(pageLanguage()),
  ]);
  await mountApp(
    container,
    <ServerAnswersProvider value={readServerAnswers()}>
      <IslandRoot path={path} Page={Page} />
    </ServerAnswersProvider>,
  );
}
