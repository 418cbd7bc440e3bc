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

/** Every public page, the blog included (docs/benchmarks.md, "Lighthouse"). */
const PUBLIC_PAGE_TARGET: LighthouseTarget = {
  performance: 98,
  lcp: 1800,
  tbt: 100,
  cls: 0,
  accessibility: 100,
};

/** The signed-in patient's dashboard, the page a tap on the case opens. */
const DASHBOARD_TARGET: LighthouseTarget = { performance: 95, lcp: 1800, tbt: 150, cls: 0.02 };

/** Gzip bytes of all the JS a route loads until the app owns it, and of its CSS before load. */
interface SizeBudget {
  js: number;
  files?: number;
  css?: number;
}

const KIB = 1024;
/** Public routes without a budget of their own get this one. */
const PUBLIC_ROUTE_BUDGET: SizeBudget = { js: 150 * KIB };

/** The installed dashboard opened offline at 4× CPU slowdown: its first paint, in ms. */
export const OFFLINE_FIRST_PAINT_TARGET = 500;
/** The same start: today's first screen (Today card, wear button working), in ms. */
export const OFFLINE_TODAY_TARGET = 1500;

/**
 * A page the benchmarks open and what it must meet; `{id}` stands for the newest blog post's
 * id, found at run time.
 */
export interface BenchPage {
  path: string;
  /** Opened with the demo patient's session in localStorage. */
  signedIn?: boolean;
  /** Answered with 404 on purpose. */
  notFound?: boolean;
  lighthouse: LighthouseTarget;
  /** `bench:size`'s budget; without one, it only reports what the page takes. */
  size?: SizeBudget;
}

const publicPage = (path: string, size = PUBLIC_ROUTE_BUDGET): BenchPage => ({
  path,
  lighthouse: PUBLIC_PAGE_TARGET,
  size,
});

/** Every page `bench:lighthouse` and `bench:size` measure, in the order they print them. */
export const BENCH_PAGES: readonly BenchPage[] = [
  publicPage('/', { js: 125 * KIB, files: 20, css: 15 * KIB }),
  publicPage('/about'),
  publicPage('/privacy'),
  publicPage('/blog'),
  publicPage('/blog-details/{id}'),
  publicPage('/career'),
  publicPage('/contact'),
  publicPage('/login'),
  publicPage('/login-mobile'),
  { ...publicPage('/no-such-page'), notFound: true },
  // The full app behind the sign-in (router, queries, the patient's features): no size budget
  // was set for it.
  { path: '/dashboard', signedIn: true, lighthouse: DASHBOARD_TARGET },
];
