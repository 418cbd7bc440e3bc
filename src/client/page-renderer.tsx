/**
 * The server's page renderer (`src/shared/page-render.ts`): the blog list, a post and the 404
 * page rendered for each request as the site renders them, from the same answers, so
 * the HTML shows the page before any script runs and the island hydrates it as it is.
 * The build compiles this file for Node (build/prerender); the server loads it from the build.
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '../shared/page-render';
import { isAppPage } from '../shared/app-pages';
import { publicPageOf } from '../shared/public-pages';
import { IslandRoot } from './components/island-root';
import { PUBLIC_PAGE_MODULES, SERVER_RENDERED_PAGES } from './island/public-pages';
import { notFound, type PageContent } from './island/page-content';
import { ServerAnswersProvider } from './island/server-page';
import { PageAddressProvider } from './components/page-address';
import { ApiError, sendApiRequestsWith } from './lib/api-client';
import { activateLanguage } from './lib/i18n';
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
  const pathname = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
  await activateLanguage(request.language, ['public', 'app']);
  sendApiRequestsWith((url, init) => request.fetchApi(url, init) as Promise<Response>);
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
  const { prelude } = await prerender(
    <PageAddressProvider value={address}>
      <ServerAnswersProvider value={queries}>
        <IslandRoot path={request.path} Page={Page} />
      </ServerAnswersProvider>
    </PageAddressProvider>,
    // One chunk: every boundary inline, no reveal scripts (which the CSP would block).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  // A part that failed to render is left to the browser with a <template>; a part still
  // waiting would need a script. Neither is a page: the app renders it instead.
  if (/<script|<template/i.test(html)) throw new Error(`render of ${request.path}: incomplete`);
  return { ...content, html, queries: queries && JSON.stringify(queries) };
}

// The language, and where API calls go, are the module's while a page renders: one at a time.
let queue: Promise<unknown> = Promise.resolve();

/** @public The server calls it by the build's file (src/server/lib/page-renderer.ts). */
export const renderPage: PageRenderer['renderPage'] = (request) => {
  const rendered = queue.then(() => render(request));
  queue = rendered.catch(() => undefined);
  return rendered;
};
