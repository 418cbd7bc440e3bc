/**
 * The contract between the server and the page renderer the client build makes for it
 * (`src/client/page-renderer.tsx`, built by build/prerender into PAGE_RENDERER_DIR): the
 * public pages whose content comes from the database — the blog, a post — and the 404 page
 * are rendered on the server for each request, so their HTML already shows them, and the site
 * island hydrates that HTML with the very queries it was rendered from.
 */
import type { Language } from './languages';

/** The build's folder with the renderer and its page templates: never served to browsers. */
export const PAGE_RENDERER_DIR = 'page-renderer';
export const PAGE_RENDERER_FILE = 'page-renderer.mjs';

/** The template of a rendered page of kind `page`; `fileInLanguage` names its other languages'. */
export const pageTemplateFile = (page: string) => `${PAGE_RENDERER_DIR}/${page}.html`;

/** In a template: where the page's markup, its path and its queries go. */
export const TEMPLATE_SLOTS = {
  html: '<!--page-html-->',
  path: '__PAGE_PATH__',
  queries: '<!--page-queries-->',
} as const;

/** The id of the JSON script holding the page's dehydrated queries. */
export const PAGE_QUERIES_ID = 'page-queries';

/**
 * An API call made in the server's own process (no network, no socket): `fetch`'s call and
 * answer, whose types this folder (no DOM, no Node) leaves to each side.
 */
export type ApiFetch = (path: string, init?: unknown) => Promise<unknown>;

export interface PageRenderRequest {
  /** The site's public origin, for the page's absolute links (a post's share links). */
  origin: string;
  /** The address's path, as the browser sent it (percent-encoded). */
  path: string;
  /** Its query, with the `?`, or ''. */
  search: string;
  language: Language;
  fetchApi: ApiFetch;
}

export interface RenderedPage {
  /** The kind of page (its template, and the island page that hydrates it). */
  page: 'blog' | 'not-found';
  status: 200 | 404;
  title: string;
  description?: string;
  html: string;
  /** The queries the page was rendered from, dehydrated (TanStack Query), as JSON. */
  queries?: string;
}

export interface PageRenderer {
  /** The page at this address, or undefined for an address the renderer leaves to the app. */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}
