/**
 * Pages the app renders from scratch whose HTML still paints at once: the file carries the
 * public layout around the page's loading view, drawn at build time, and the app renders the
 * page over it. The installed dashboard opened offline paints this before any script has run.
 * The build writes each file (build/prerender); the server and the service worker answer the
 * page's path with it.
 */
export const PAGE_SHELLS = {
  '/dashboard': 'dashboard-shell.html',
} as const satisfies Readonly<Record<string, string>>;

/** A page with a shell: the build draws each one's loading view (build/prerender/render.tsx). */
export type PageShellPath = keyof typeof PAGE_SHELLS;

/** The page an address names: `/dashboard/` is `/dashboard`. */
export const pagePathOf = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The shell file for a page path, if it has one (`/dashboard/` counts as `/dashboard`). */
export function pageShellFor(pathname: string): string | undefined {
  const path = pagePathOf(pathname);
  return Object.hasOwn(PAGE_SHELLS, path) ? PAGE_SHELLS[path as PageShellPath] : undefined;
}

/**
 * The file a prerendered page would be built as, for a clean address: `/` → `index.html`,
 * `/about` → `about/index.html`. Whether there is one is for the caller to find out.
 */
export function prerenderedFileOf(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return path === '' ? 'index.html' : `${path}/index.html`;
}

/**
 * A page shell's markup: the public layout less its footer, which the app draws with the page.
 * The footer lies below the first screen, and on a phone its markup was a sixth of the shell's
 * and some 100 ms of the installed app's offline first paint (4× slower CPU: parsed, styled, laid
 * out and rasterised before that paint).
 */
export function withoutFooter(path: string, html: string): string {
  const footers = html.match(/<footer\b/g)?.length ?? 0;
  if (footers !== 1) throw new Error(`page shell ${path}: expected one <footer>, found ${footers}`);
  return html.replace(/<footer\b[\s\S]*<\/footer>/, '');
}
