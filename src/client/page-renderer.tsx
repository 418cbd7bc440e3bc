/**
 * The server's page renderer (`src/shared/page-render.ts`): the blog list, a post and the 404
 * page rendered for each request as the site renders them, with the same queries, so
 * the HTML shows the page before any script runs and the island hydrates it as it is.
 * The build compiles this file for Node (build/prerender); the server loads it from the build.
 */
import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import type { PageRenderer, PageRenderRequest, RenderedPage } from '../shared/page-render';
import { IdSchema } from '../shared/schemas/common';
import { IslandRoot } from './components/island-root';
import { notFoundTitle } from './components/not-found/not-found-page';
import {
  blogListTitle,
  blogQueryOptions,
  blogsQueryOptions,
  BlogSearchSchema,
  excerpt,
  postTitle,
} from './features/blog';
import { POST_PATH } from './island/blog-paths';
import { SERVER_RENDERED_PAGES } from './island/public-pages';
import { readSearch } from './island/read-search';
import { ServerQueriesProvider } from './island/server-page';
import { PageAddressProvider } from './components/page-address';
import { ApiError, sendApiRequestsWith } from './lib/api-client';
import { activateLanguage, i18n } from './lib/i18n';
import { contentLanguage } from './lib/content-language';
import { routeTree } from './routeTree.gen';

/** A post's description in the head: the start of its text. */
const DESCRIPTION_CHARS = 155;

// Only to tell the app's addresses from unknown ones (the 404 page).
const router = createRouter({
  routeTree,
  history: createMemoryHistory(),
  isServer: true,
  context: { queryClient: new QueryClient() },
});

type Content = Omit<RenderedPage, 'html' | 'queries'>;

const notFound = (): Content => ({ page: 'not-found', status: 404, title: notFoundTitle(i18n) });

/** A post's page by the id in its address (percent-encoded), or the 404 page. */
async function loadPost(encodedId: string, client: QueryClient): Promise<Content> {
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return notFound();
  }
  if (!v.is(IdSchema, id)) return notFound();
  try {
    const blog = await client.fetchQuery(blogQueryOptions(id, client, contentLanguage()));
    const description = excerpt(blog.description, DESCRIPTION_CHARS);
    return { page: 'blog', status: 200, title: postTitle(blog), description };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound();
    throw error;
  }
}

/** The page at `pathname` and its head, its queries put in `client`; undefined: the app's. */
async function load(pathname: string, search: string, client: QueryClient) {
  if (pathname === '/blog') {
    await client.fetchQuery(
      blogsQueryOptions(readSearch(BlogSearchSchema, search), contentLanguage()),
    );
    return { page: 'blog', status: 200, title: blogListTitle(i18n) } satisfies Content;
  }
  const postId = POST_PATH.exec(pathname)?.[1];
  if (postId !== undefined) return loadPost(postId, client);
  const [, , route] = router.getMatchedRoutes(pathname);
  return route ? undefined : notFound();
}

async function render(request: PageRenderRequest): Promise<RenderedPage | undefined> {
  const pathname = request.path.length > 1 ? request.path.replace(/\/+$/, '') : request.path;
  await activateLanguage(request.language, ['public', 'app']);
  sendApiRequestsWith((url, init) => request.fetchApi(url, init) as Promise<Response>);
  // No retries: a failed query leaves the page to the app, which says what went wrong.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const content = await load(pathname, request.search, client).catch((error: unknown) => {
    if (error instanceof ApiError) return undefined;
    throw error;
  });
  if (!content) return undefined;

  const Page: ComponentType = await SERVER_RENDERED_PAGES[content.page].load();
  const queries = client.getQueryCache().getAll().length > 0 ? dehydrate(client) : undefined;
  const address = { origin: request.origin, pathname: request.path, search: request.search };
  const { prelude } = await prerender(
    <PageAddressProvider value={address}>
      <ServerQueriesProvider value={queries}>
        <IslandRoot path={request.path} Page={Page} />
      </ServerQueriesProvider>
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
