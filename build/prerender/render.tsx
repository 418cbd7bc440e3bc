/**
 * Build-time render of a prerendered public page to HTML (run by `vite-plugin.ts` in Node), waiting for
 * every lazy section, so the HTML is complete: the site's tree (`IslandRoot`), which the site
 * bundle hydrates for every visitor.
 */
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { IslandRoot } from '../../src/client/components/island-root';
import { DashboardPending } from '../../src/client/features/dashboard';
import { PUBLIC_PAGE_MODULES, SERVER_RENDERED_PAGES } from '../../src/client/island/public-pages';
import type { PublicPath } from '../../src/shared/public-pages';
import { withoutFooter, type PageShellPath } from '../../src/shared/page-shells';
import { pageMeta } from '../../src/client/components/layout/page-meta';
import { activateLanguage, CATALOGS, i18n } from '../../src/client/lib/i18n';
import type { Language } from '../../src/shared/languages';

// The table of public pages, for the build step, which cannot import the client's modules itself
// (Vite bundles its config, and the pages import CSS).
export { PUBLIC_PAGE_MODULES, SERVER_RENDERED_PAGES };

/** What follows renders in `language` (its catalog loaded, as the browser will before hydrating). */
export const renderIn = (language: Language) => activateLanguage(language, CATALOGS);

/** A prerendered page's title and description in the language `renderIn` set. */
export const metaOf = (path: PublicPath) => pageMeta(i18n, path);

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

/** Refuses markup that would need a script the CSP blocks, or would run one. */
function assertStatic(path: string, html: string) {
  if (/<script|<template/i.test(html)) throw new Error(`prerender of ${path}: unexpected script`);
}

/**
 * Each page shell's loading view, and the routes whose CSS it needs: one for every path of
 * `PAGE_SHELLS` (the type checker names one missing).
 */
export const PAGE_SHELL_VIEWS: Record<
  PageShellPath,
  { Pending: ComponentType; routeIds: string[] }
> = {
  '/dashboard': { Pending: DashboardPending, routeIds: ['/_public', '/_public/dashboard'] },
};

/**
 * A page shell (src/shared/page-shells.ts): the public layout around the page's loading view,
 * as the site island draws it, less its footer. The app does not hydrate it: it renders the
 * page over it, footer included.
 */
export async function renderPageShell(path: string, Pending: ComponentType): Promise<string> {
  const html = await renderToHtml(<IslandRoot path={path} Page={Pending} />);
  assertStatic(path, html);
  return withoutFooter(path, html);
}

/** A prerendered page's HTML: the site's tree for `path`. */
export async function renderPage(path: PublicPath): Promise<string> {
  const Page = await PUBLIC_PAGE_MODULES[path].load(path);
  const html = await renderToHtml(<IslandRoot path={path} Page={Page} />);
  assertStatic(path, html);
  return html;
}
