/**
 * Pages rendered for each request (src/shared/page-render.ts): the client build's page renderer,
 * loaded from the build on the first such request, fills its template in the visitor's
 * language. Without a build's renderer (the API tests, a build that failed), every page
 * address gets the app's shell as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fileInLanguage, LANGUAGES, type Language } from '../../shared/languages';
import {
  PAGE_QUERIES_ID,
  PAGE_RENDERER_DIR,
  PAGE_RENDERER_FILE,
  pageTemplateFile,
  TEMPLATE_SLOTS,
  type ApiFetch,
  type PageRenderer,
  type PageRenderRequest,
  type RenderedPage,
} from '../../shared/page-render';
import { escapeHtml } from '../../shared/html';
import { withEarlyActionMarks } from '../../shared/early-action';
import type { Logger } from './logger';

/** JSON inside a `<script>`: no `<` can end the element early or open a comment. */
const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The template with the page in it; each slot replaced by a function, so `$` stays literal. */
function fillTemplate(template: string, path: string, page: RenderedPage): string {
  const queries = page.queries
    ? `<script type="application/json" id="${PAGE_QUERIES_ID}">${scriptJson(page.queries)}</script>`
    : '';
  // Each slot filled before any text that could hold its name goes in (the address first,
  // the page's markup last); every `<` of what goes in is escaped, so none opens a slot.
  let html = template
    .replace(TEMPLATE_SLOTS.path, () => escapeHtml(path))
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description) {
    const description = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => description);
  }
  return html
    .replace(TEMPLATE_SLOTS.queries, () => queries)
    .replace(TEMPLATE_SLOTS.html, () => withEarlyActionMarks(page.html));
}

interface ServerRenderedPage {
  status: RenderedPage['status'];
  html: string;
}

export type RenderPage = (
  request: Omit<PageRenderRequest, 'fetchApi' | 'signedIn'> & {
    /** The page session's token (services/page-session.ts): the API calls carry it. */
    bearer?: string;
  },
) => Promise<ServerRenderedPage | undefined>;

/** `fetchApi` with every call signed by `token`, as the app's own calls are. */
function signedWith(fetchApi: ApiFetch, token: string): ApiFetch {
  return (path, init) => {
    const request = (init ?? {}) as RequestInit;
    const headers = new Headers(request.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return fetchApi(path, { ...request, headers });
  };
}

/**
 * The build's page renderer under `root`, its API calls answered by `fetchApi`; undefined when
 * the build has none.
 */
export function pageRendererIn(
  root: string,
  fetchApi: ApiFetch,
  logger: Logger,
): RenderPage | undefined {
  const file = join(root, PAGE_RENDERER_DIR, PAGE_RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const templates = new Map<string, string>();
  const templateOf = (page: string, language: Language) => {
    const name = fileInLanguage(pageTemplateFile(page), language);
    let template = templates.get(name);
    if (template === undefined) {
      template = readFileSync(join(root, name), 'utf8');
      templates.set(name, template);
    }
    return template;
  };
  // Loaded as the server starts, so the first visitor does not wait for it.
  const renderer = import(pathToFileURL(file).href) as Promise<PageRenderer>;
  renderer.catch(() => {
    /* said on each page request, which then gets the app's shell */
  });
  return async ({ bearer, ...request }) => {
    try {
      const page = await (
        await renderer
      ).renderPage({
        ...request,
        fetchApi: bearer ? signedWith(fetchApi, bearer) : fetchApi,
        signedIn: bearer !== undefined,
      });
      if (!page) return undefined;
      const language = LANGUAGES.includes(request.language) ? request.language : LANGUAGES[0];
      return {
        status: page.status,
        html: fillTemplate(templateOf(page.page, language), request.path, page),
      };
    } catch (error) {
      // The app renders the page instead, and says what went wrong if it goes wrong again.
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.error('page render failed', { path: request.path, error: reason });
      return undefined;
    }
  };
}
