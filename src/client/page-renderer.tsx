/**
 * The server's page renderer (`src/shared/page-render.ts`): the blog list, a post and the 404
 * page rendered for each request as the site renders them, from the same answers, so
 * the HTML shows the page before any script runs and the island hydrates it as it is; and a
 * patient's dashboard, asked for with a page session, today's first screen at its top: the app's
 * own tree, which the app then hydrates from the same answers.
 * The build compiles this file for Node (build/prerender); the server loads it from the build.
 */
import type { ComponentType, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, hashKey, QueryClient, type Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import {
  DASHBOARD_PAGE,
  type AppPageQueries,
  type PageRenderer,
  type PageRenderRequest,
  type RenderedPage,
} from '../shared/page-render';
import { BRAND } from '../shared/constants';
import { isAppPage } from '../shared/app-pages';
import { pagePathOf } from '../shared/page-shells';
import { AppDrawing, resolvedAsDrawn } from './first-load/app-drawing';
import { clientConfigQueryOptions } from './lib/client-config';
import { currentUserQueryOptions } from './lib/current-user';
import { drawInTimeZone } from './lib/phone-calendar';
import { drawAt } from './lib/server-clock';
import { shouldPersistQuery } from './lib/query-client';
import { drawWithSession, SERVER_SESSION } from './lib/session';
import { loadFirstScreen } from './routes/_public/-own-dashboard';
import { createAppRouter } from './router';
import { publicPageOf } from '../shared/public-pages';
import { IslandRoot } from './components/island-root';
import { PUBLIC_PAGE_MODULES, SERVER_RENDERED_PAGES } from './island/public-pages';
import { notFound, type PageContent } from './island/page-content';
import { ServerAnswersProvider } from './island/server-page';
import { PageAddressProvider } from './components/page-address';
import { ApiError, sendApiRequestsWith } from './lib/api-client';
import { msg } from '@lingui/core/macro';
import { activateLanguage, APP_CATALOGS, i18n } from './lib/i18n';
import { PageData } from './lib/page-data';

/**
 * The page at `pathname` and its head, its answers put in `data`: a server-rendered public
 * page by the table's loader; undefined for the app's pages (and a prerendered page's path,
 * which the server answers with its file); the 404 page for any other address.
 */
async function load(
  pathname: string,
  search: string,
  data: PageData,
): Promise<PageContent | undefined> {
  const path = publicPageOf(pathname);
  if (path) {
    const serverLoad = PUBLIC_PAGE_MODULES[path].serverLoad;
    return serverLoad ? (await serverLoad())({ pathname, search }, data) : undefined;
  }
  return isAppPage(pathname) ? undefined : notFound();
}

async function render(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const pathname = pagePathOf(request.path);
  const dashboard = pathname === '/dashboard';
  await activateLanguage(request.language, dashboard ? APP_CATALOGS : ['public', 'app']);
  sendApiRequestsWith((url, init) => request.fetchApi(url, init) as Promise<Response>);
  if (dashboard) {
    if (!request.signedIn) return undefined;
    return renderDashboard(request).catch((error: unknown) => {
      if (error instanceof ApiError) return undefined;
      throw error;
    });
  }
  // No retries: a failed request leaves the page to the site, which says what went wrong.
  const data = new PageData({}, []);
  const content = await load(pathname, request.search, data).catch((error: unknown) => {
    if (error instanceof ApiError) return undefined;
    throw error;
  });
  if (!content) return undefined;

  const Page: ComponentType = await SERVER_RENDERED_PAGES[content.page].load(pathname);
  const answers = data.answers();
  const queries = Object.keys(answers).length > 0 ? answers : undefined;
  const address = { origin: request.origin, pathname: request.path, search: request.search };
  const html = await renderToHtml(
    request.path,
    <PageAddressProvider value={address}>
      <ServerAnswersProvider value={queries}>
        <IslandRoot path={request.path} Page={Page} />
      </ServerAnswersProvider>
    </PageAddressProvider>,
  );
  return { ...content, html, queries: queries && JSON.stringify(queries) };
}

const clientConfigHash = hashKey(clientConfigQueryOptions().queryKey);
/**
 * The answers a drawn dashboard carries: the server's own, saved on the phone as any (the site's
 * settings too, which the page reads at once): what stands for this phone's outbox is the app's
 * to read.
 */
const carriedByPage = (query: Query) =>
  shouldPersistQuery(query) || query.queryHash === clientConfigHash;

async function renderToHtml(path: string, tree: ReactNode): Promise<string> {
  const { prelude } = await prerender(
    tree,
    // One chunk: every boundary inline, no reveal scripts (which the CSP would block).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // A part that failed to render is left to the browser with a <template>; a part still
  // waiting would need a script. Neither is a page: the app renders it instead.
  if (/<script|<template/i.test(html)) throw new Error(`render of ${path}: incomplete`);
  return html;
}

/**
 * A patient's dashboard with today's first screen (`routes/_public/-own-dashboard.tsx`), read
 * through the page session that signs `fetchApi`; undefined for anyone else (an ended session,
 * a parent's family view), who gets the page's shell. It is the app's own tree, its router
 * resolved on this address as the browser's resolves it, so the app hydrates the page as it is
 * (`first-load/app-drawing.tsx`); the lower cards keep their place, a screen high, as in the
 * app's first drawing.
 */
async function renderDashboard(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = await queryClient.fetchQuery(currentUserQueryOptions(SERVER_SESSION));
  if (user?.role !== 'patient' || user.children?.length) return undefined;
  const [{ clinicTimeZone }] = await Promise.all([
    queryClient.fetchQuery(clientConfigQueryOptions()),
    loadFirstScreen(queryClient),
  ]);
  const history = createMemoryHistory({ initialEntries: [request.path + request.search] });
  const router = createAppRouter(queryClient, history, { origin: request.origin });
  drawWithSession(SERVER_SESSION);
  drawInTimeZone(clinicTimeZone);
  try {
    await router.load();
    // A guard's redirect, a failed loader: the app decides what such an address shows.
    if (!resolvedAsDrawn(router, pagePathOf(request.path))) return undefined;
    // The instant the page's clock reads as it renders (the wear of the day so far), which the
    // app's hydrating render reads too.
    const renderedAt = Date.now();
    drawAt(renderedAt);
    const html = await renderToHtml(
      request.path,
      <AppDrawing router={router} queryClient={queryClient} drawn />,
    );
    const state = dehydrate(queryClient, { shouldDehydrateQuery: carriedByPage });
    const queries: AppPageQueries = { renderedAt, timeZone: clinicTimeZone, state };
    return {
      page: DASHBOARD_PAGE,
      status: 200,
      title: i18n._(msg`My dashboard · ${BRAND}`),
      html,
      queries: JSON.stringify(queries),
    };
  } finally {
    drawWithSession(null);
    drawInTimeZone(undefined);
    drawAt(undefined);
    queryClient.clear();
  }
}

// The language, and where API calls go, are the module's while a page renders: one at a time.
let queue: Promise<unknown> = Promise.resolve();

/** @public The server calls it by the build's file (src/server/lib/page-renderer.ts). */
export const renderPage: PageRenderer['renderPage'] = (request) => {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
};
