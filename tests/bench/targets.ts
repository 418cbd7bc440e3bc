/**
 * The front-end benchmarks' targets, in one place: `bench:lighthouse` (per page),
 * `bench:size` (per route) and `bench:offline-start` read them from here.
 */

/** Lighthouse 12 mobile preset, compared with the median of the runs. */
export interface LighthouseTarget {
  performance: number;
  /** ms */
  lcp?: number;
  /** ms */
  tbt?: number;
  cls: number;
  accessibility?: number;
}

export const PUBLIC_PAGE_TARGET: LighthouseTarget = {
  performance: 95,
  lcp: 1800,
  tbt: 150,
  cls: 0.02,
  accessibility: 100,
};

/** The signed-in patient's dashboard: a full app behind the sign-in, measured on its own terms. */
export const DASHBOARD_TARGET: LighthouseTarget = { performance: 90, cls: 0.02 };

/** Gzip bytes of all the JS a route loads until the app owns it, and of its CSS before load. */
export interface SizeBudget {
  js: number;
  files?: number;
  css?: number;
}

const KIB = 1024;
/** Public routes without a budget of their own get this one. */
export const PUBLIC_ROUTE_BUDGET: SizeBudget = { js: 150 * KIB };

export const SIZE_BUDGETS: Record<string, SizeBudget> = {
  '/': { js: 125 * KIB, files: 20, css: 15 * KIB },
  '/blog': { js: 150 * KIB },
  '/login': { js: 150 * KIB },
};

/**
 * The signed-in dashboard loads the full app (router, queries, the patient's features): no
 * budget was set for it, so `bench:size` only reports what it takes.
 */
export const DASHBOARD_BUDGET: SizeBudget | undefined = undefined;

/** The installed dashboard opened offline at 4× CPU slowdown: its first paint, in ms. */
export const OFFLINE_FIRST_PAINT_TARGET = 500;

/** A page the benchmarks open; `{id}` stands for the newest blog post's id, found at run time. */
export interface BenchPage {
  path: string;
  /** Opened with the demo patient's session in localStorage. */
  signedIn?: boolean;
  /** Answered with 404 on purpose. */
  notFound?: boolean;
}

export const BENCH_PAGES: BenchPage[] = [
  { path: '/' },
  { path: '/about' },
  { path: '/blog' },
  { path: '/blog-details/{id}' },
  { path: '/career' },
  { path: '/contact' },
  { path: '/login' },
  { path: '/login-mobile' },
  { path: '/no-such-page', notFound: true },
  { path: '/dashboard', signedIn: true },
];

export const lighthouseTargetOf = (page: BenchPage) =>
  page.signedIn ? DASHBOARD_TARGET : PUBLIC_PAGE_TARGET;

export const sizeBudgetOf = (page: BenchPage) =>
  page.signedIn ? DASHBOARD_BUDGET : (SIZE_BUDGETS[page.path] ?? PUBLIC_ROUTE_BUDGET);
