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

/**
 * What an app page the server drew carries for the app (`#page-queries`): the queries it was
 * drawn from, dehydrated (TanStack Query), when, on the server's clock, and in which time zone
 * its days and hours were counted (the clinic's).
 */
export interface AppPageQueries {
  renderedAt: number;
  timeZone: string;
  state: unknown;
}

/** Marks a stylesheet the page links without waiting for it, which the app applies. */
export const DEFERRED_STYLE = 'data-deferred-style';

/** The id of the JSON script holding the page's dehydrated queries. */
export const PAGE_QUERIES_ID = 'page-queries';

/**
 * A page shell's list of the app's JS files (a JSON array of paths, build/prerender): the page's
 * script tag announces them once it starts the app (`first-load/boot.ts`).
 */
export const APP_FILES_ID = 'app-files';

/**
 * An API call made in the server's own process (no network, no socket): `fetch`'s call and
 * answer, whose types this folder (no DOM, no Node) leaves to each side.
 */
export type ApiFetch = (path: string, init?: unknown) => Promise<unknown>;

/** The kinds of page the server renders for the site. */
export type SitePageKind = 'blog' | 'not-found';

/** The app's page the server renders, for a patient with a page session. */
export const DASHBOARD_PAGE = 'dashboard';

/** What ends a page's own scrolling: the patient has started to scroll or tap themselves. */
export const PATIENT_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * `<html data-moved-early>`: the patient scrolled or tapped the page the server drew before the
 * app had drawn its content (`CONTENT_DRAWN`), which then leaves the scrolling to them.
 */
export const MOVED_EARLY = 'movedEarly';

/**
 * `<html data-content-drawn>`: the app has drawn the dashboard's content, hydrated after the
 * page's frame (each Suspense boundary in a pass of its own); from then on the content's own
 * scrolling hears the patient's moves.
 */
export const CONTENT_DRAWN = 'contentDrawn';

/** Whether the page's root (`#root`, its `data-page`) holds a page the server drew, signed in. */
export const drawnByServer = (root: { dataset: Record<string, string | undefined> }) =>
  root.dataset.page === DASHBOARD_PAGE;

export interface PageRenderRequest {
  /** The site's public origin, for the page's absolute links (a post's share links). */
  origin: string;
  /** The address's path, as the browser sent it (percent-encoded). */
  path: string;
  /** Its query, with the `?`, or ''. */
  search: string;
  language: Language;
  /**
   * Calls the API in the server's process. On an app page with a shell (`/dashboard`) it is
   * signed with the request's page session, if it has one (docs/security.md, "The page
   * session"); the renderer never sees the token.
   */
  fetchApi: ApiFetch;
  /** Whether `fetchApi` is signed: only then does the renderer draw an app page. */
  signedIn?: boolean;
}

export interface RenderedPage {
  /**
   * The kind of page: its template, and the site's page that hydrates it; or `dashboard`, the
   * app's page shell with today's first screen in it, which the app draws over.
   */
  page: SitePageKind | typeof DASHBOARD_PAGE;
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
