/**
 * The site's public pages (docs/architecture.md, "First load"): the site renders each one for
 * every visitor — signed in or not, online or from the service worker — its HTML made at build
 * time (`prerendered`) or by the server for each request (`server`: its content is in the
 * database), then hydrated by the site bundle. The app (the router) holds only its own pages;
 * between the two, a link is a page load. `src/client/island/public-pages.ts` gives each path
 * here its page module, loader and head; the build, the server and the service worker take the
 * paths from there or from the files the build writes for them.
 */
import { pagePathOf } from './page-shells';

export const PUBLIC_PAGES = {
  '/': 'prerendered',
  '/about': 'prerendered',
  '/privacy': 'prerendered',
  '/career': 'prerendered',
  '/contact': 'prerendered',
  '/login': 'prerendered',
  '/login-mobile': 'prerendered',
  '/blog': 'server',
  '/blog-details/$id': 'server',
} as const satisfies Record<string, 'prerendered' | 'server'>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

/**
 * The sign-in pages, for visitors with no token (docs/product-spec.md §2): one who holds a token
 * goes on to the dashboard, and no sign-in leads back to them.
 */
export const SIGN_IN_PATHS: readonly string[] = ['/login', '/login-mobile'] satisfies PublicPath[];

/** A path's pattern: `$name` is one segment. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\$\w+/g, '[^/]+').replace(/\//g, '\\/')}$`);

const PATTERNS = (Object.keys(PUBLIC_PAGES) as PublicPath[]).map(
  (path) => [path, patternOf(path)] as const,
);

/** The public page an address names (`/about/` is `/about`), if it names one. */
export function publicPageOf(pathname: string): PublicPath | undefined {
  const path = pagePathOf(pathname);
  return PATTERNS.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The pages the build prerenders, in the table's order. */
export const PRERENDERED_PATHS = (Object.keys(PUBLIC_PAGES) as PublicPath[]).filter(
  (path) => PUBLIC_PAGES[path] === 'prerendered',
);
