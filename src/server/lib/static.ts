/**
 * Serves the built client: hashed assets cached for a year, the service worker always
 * revalidated, and each page address answered with its page in the visitor's language — the
 * prerendered page, the page's own shell, or the SPA shell — always revalidated.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_LANGUAGE, fileInLanguage, LANGUAGES, type Language } from '../../shared/languages';
import { PAGE_SHELLS, pageShellFor, prerenderedFileOf } from '../../shared/page-shells';
import { pageLanguage } from './page-language';
import { pageRendererIn } from './page-renderer';
import type { Logger } from './logger';
import { PAGE_RENDERER_DIR, type ApiFetch } from '../../shared/page-render';
import type { AppEnv } from '../context';
import { IMMUTABLE, PERSONAL, REVALIDATE } from './cache-control';
import { pageSessionToken } from '../services/page-session';

/** How long a browser keeps `path`: a compressed copy (build/precompress.ts) as its file. */
function cacheControlFor(path: string): string {
  path = path.replace(/\.(br|gz|zst)$/, '');
  if (/\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(path)) return IMMUTABLE;
  if (/\.(html|js|webmanifest)$/.test(path)) return REVALIDATE;
  return 'public, max-age=86400';
}

/** A built HTML file in every language, read once: `file` is its English name. */
function readInEveryLanguage(root: string, file: string): Map<Language, string> | undefined {
  const pages = new Map<Language, string>();
  for (const language of LANGUAGES) {
    const path = join(root, fileInLanguage(file, language));
    if (existsSync(path)) pages.set(language, readFileSync(path, 'utf8'));
  }
  return pages.size > 0 ? pages : undefined;
}

/** The build's folders holding a prerendered page (`about`, `blog`…), not its assets. */
const pageFolders = (root: string) =>
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'index.html')))
    .map((entry) => entry.name);

/** What rendering pages on the server needs: the API, called in process, and the log. */
interface PageRendering {
  fetchApi: ApiFetch;
  logger: Logger;
  /** The site's public origin behind a proxy (`ORIGIN`); else the request's. */
  origin?: string;
}

/**
 * The build's page renderer renders the pages it leaves to the server (the blog, a post, the
 * 404 page); every other address without a file of its own gets the app's shell.
 */
export function mountClient(
  app: Hono<AppEnv>,
  root: string | undefined,
  rendering?: PageRendering,
): void {
  const indexPath = root ? join(root, 'index.html') : undefined;
  if (!root || !indexPath || !existsSync(indexPath)) return;
  // The build prerenders the marketing pages (index.html is the home page's own HTML) and
  // keeps the empty app shell as shell.html, each in every language (about/index.hi.html):
  // every other page path gets the shell.
  const shells =
    readInEveryLanguage(root, 'shell.html') ?? readInEveryLanguage(root, 'index.html')!;
  // Pages with a shell of their own (their layout and loading view, drawn at build time).
  const pageShells = new Map<string, Map<Language, string>>();
  for (const file of new Set(Object.values(PAGE_SHELLS))) {
    const pages = readInEveryLanguage(root, file);
    if (pages) pageShells.set(file, pages);
  }
  // The prerendered pages: index.html and each folder's index.html, one level down.
  const prerendered = new Map<string, Map<Language, string>>();
  for (const file of ['index.html', ...pageFolders(root).map((dir) => `${dir}/index.html`)]) {
    const pages = readInEveryLanguage(root, file);
    if (pages) prerendered.set(file, pages);
  }
  const prerenderedPage = (path: string, language: Language) =>
    prerendered.get(prerenderedFileOf(path))?.get(language);
  const renderPage = rendering && pageRendererIn(root, rendering.fetchApi, rendering.logger);

  // Page addresses: the page in the visitor's language.
  app.get('*', async (c, next) => {
    // A path with a file extension is a file, not a page.
    if (c.req.path.startsWith('/api/') || /\.\w+$/.test(c.req.path)) return next();
    const language = pageLanguage(c);
    c.header('Cache-Control', REVALIDATE);
    const url = new URL(c.req.url);
    const request = {
      origin: rendering?.origin ?? url.origin,
      path: c.req.path,
      search: url.search,
      language,
    };
    const shellFile = pageShellFor(c.req.path);
    // An app page with a shell, asked for with a page session: its first screen drawn for the
    // patient (docs/security.md, "The page session"). Theirs alone: never stored by any cache.
    const bearer = shellFile ? pageSessionToken(c) : undefined;
    const personal = bearer && (await renderPage?.({ ...request, bearer }));
    if (personal) {
      c.header('Cache-Control', PERSONAL);
      return c.html(personal.html, personal.status);
    }
    const built =
      (shellFile && pageShells.get(shellFile)?.get(language)) ??
      prerenderedPage(c.req.path, language);
    if (built) return c.html(built);
    const rendered = await renderPage?.(request);
    if (rendered) return c.html(rendered.html, rendered.status);
    return c.html(shells.get(language) ?? shells.get(DEFAULT_LANGUAGE)!);
  });
  // The renderer and its templates are the server's, not files of the site.
  app.all(`/${PAGE_RENDERER_DIR}/*`, (c) => c.notFound());
  app.use(
    '*',
    serveStatic({
      root,
      // The build's brotli and gzip copies of each file (build/precompress.ts).
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', cacheControlFor(path));
      },
    }),
  );
}
