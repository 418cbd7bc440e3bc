/**
 * Build-time render of a prerendered public page to HTML (run by `vite-plugin.ts` in Node), waiting for
 * every lazy section, so the HTML is complete. The page's HTML is the site island's tree
 * (`IslandRoot`), which signed-out visitors hydrate; a signed-in visitor's full app
 * (`AppRoot`, on a memory history, signed out) hydrates it too where it renders the same markup,
 * and draws over it elsewhere. The build fails unless it hydrates the marketing pages.
 */
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppRoot } from '../../src/client/components/app-root';
import { IslandRoot } from '../../src/client/components/island-root';
import { DashboardPending } from '../../src/client/features/dashboard';
import { ISLAND_PAGE_LOADERS } from '../../src/client/island/page-loaders';
import { isMarketingPath } from '../../src/client/components/layout/prerendered-pages';
import { routeTree } from '../../src/client/routeTree.gen';
import { pageMeta } from '../../src/client/components/layout/page-meta';
import { activateLanguage, CATALOGS, i18n } from '../../src/client/lib/i18n';
import type { Language } from '../../src/shared/languages';

/** What follows renders in `language` (its catalog loaded, as the browser will before hydrating). */
export const renderIn = (language: Language) => activateLanguage(language, CATALOGS);

/** A prerendered page's title and description in the language `renderIn` set. */
export const metaOf = (path: string) => pageMeta(i18n, path);

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    );
    stream.on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** One chunk: every boundary inline, no `$RC` reveal scripts (which the CSP would block). */
async function renderToHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  return streamToString(prelude);
}

/** The markup with each tag's attributes in one order (the two trees may order them apart). */
const normalise = (html: string) =>
  html.replace(/<([a-z][\w-]*)((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*(\/?)>/gi, (_, tag, attrs, end) => {
    const sorted = ((attrs as string).match(/[^\s=>]+(?:="[^"]*")?/g) ?? []).sort().join(' ');
    return `<${tag as string}${sorted ? ` ${sorted}` : ''}${end as string}>`;
  });

/** Refuses markup that would need a script the CSP blocks, or would run one. */
function assertStatic(path: string, html: string) {
  if (/<script|<template/i.test(html)) throw new Error(`prerender of ${path}: unexpected script`);
}

/** Each page shell's loading view, and the routes whose CSS it needs. */
const PAGE_SHELL_VIEWS: Record<string, { Pending: ComponentType; routeIds: string[] }> = {
  '/dashboard': { Pending: DashboardPending, routeIds: ['/_public', '/_public/dashboard'] },
};

export function pageShellView(path: string) {
  const view = PAGE_SHELL_VIEWS[path];
  if (!view) throw new Error(`page shell ${path}: no loading view in build/prerender/render.tsx`);
  return view;
}

/**
 * A page shell (src/shared/page-shells.ts): the public layout around the page's loading view,
 * as the site island draws it, less its footer. The app does not hydrate it: it renders the
 * page over it, footer included. The footer lies below the first screen, and on a phone its
 * markup was a sixth of the shell's and some 100 ms of the installed app's offline first paint
 * (4× slower CPU: parsed, styled, laid out and rasterised before that paint).
 */
export async function renderPageShell(path: string, Pending: ComponentType): Promise<string> {
  const html = await renderToHtml(<IslandRoot path={path} Page={Pending} />);
  assertStatic(path, html);
  return withoutFooter(path, html);
}

function withoutFooter(path: string, html: string): string {
  const footers = html.match(/<footer\b/g)?.length ?? 0;
  if (footers !== 1) throw new Error(`page shell ${path}: expected one <footer>, found ${footers}`);
  return html.replace(/<footer\b[\s\S]*<\/footer>/, '');
}

export interface RenderedPage {
  html: string;
  routeIds: string[];
  /** Whether the full app renders the same markup, so it hydrates the page too. */
  appHydrates: boolean;
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const Page = await ISLAND_PAGE_LOADERS[path]!();
  const html = await renderToHtml(<IslandRoot path={path} Page={Page} />);
  assertStatic(path, html);

  const queryClient = new QueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  const fullApp = await renderToHtml(<AppRoot router={router} queryClient={queryClient} />);
  const [island, app] = [normalise(html), normalise(fullApp)];
  const appHydrates = app === island;
  // The marketing pages must hydrate in both apps: drawn over, their lazy sections would show
  // their fallbacks again. Other pages' ids from React's useId differ between the two trees
  // (a responsive style prop, an input's label), so the full app draws over them.
  if (!appHydrates && isMarketingPath(path)) {
    let at = 0;
    while (island[at] === app[at]) at++;
    const around = (markup: string) => markup.slice(Math.max(0, at - 120), at + 120);
    throw new Error(
      `prerender of ${path}: the full app and the site island differ\n  island: …${around(island)}…\n  app:    …${around(app)}…`,
    );
  }
  return { html, routeIds: router.state.matches.map((match) => match.routeId), appHydrates };
}
