/**
 * `npm run bench:size`: builds the client, opens every route in Chromium in each language (a
 * phone viewport, as Lighthouse's mobile preset) — the public pages, the newest post, the 404 page and the demo
 * patient's /dashboard, signed in — and prints the gzip size (level 9) of the JS and CSS
 * fetched before the load event — the page's initial load — and of everything fetched until
 * the app has hydrated. It also reports whether any admin or ogl chunk was fetched before the
 * largest contentful paint, a problem on every public route. The routes and their budgets
 * are BENCH_PAGES (targets.ts); a route without a budget only has its figures reported.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../src/shared/languages';
import {
  BENCH_CLIENT_DIR,
  resolvePath,
  runFrontEndBench,
  signIn,
  storeTokenScript,
  type RunningServer,
} from './public-server';
import { BENCH_PAGES, type BenchPage } from './targets';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

const isAdminOrOgl = (key: string) =>
  /src\/client\/(routes|features)\/admin|node_modules\/ogl|curved-carousel\/mount-gallery/.test(
    key,
  );

/**
 * Output files only the admin routes or ogl (the 3D carousel) need: the chunks built from
 * them and their imports, minus anything some other page also loads.
 */
function forbiddenFiles(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(join(BENCH_CLIENT_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const closure = (roots: string[]) => {
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(walk);
    };
    roots.forEach(walk);
    return files;
  };
  const roots = Object.entries(manifest).filter(([, c]) => c.isEntry || c.isDynamicEntry);
  const shared = closure(roots.filter(([key]) => !isAdminOrOgl(key)).map(([key]) => key));
  const special = closure(Object.keys(manifest).filter(isAdminOrOgl));
  return new Set([...special].filter((file) => !shared.has(file)));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface Fetched {
  url: string;
  startTime: number;
  type: 'js' | 'css' | 'other';
}

interface PageLoad {
  load: number;
  lcp: number;
  resources: Fetched[];
  stylesheets: string[];
}

/** Gzip -9 size of a URL's body, each URL fetched once. */
function gzipSizer() {
  const sizes = new Map<string, number>();
  return async (url: string) => {
    if (!sizes.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      sizes.set(url, gzipSync(body, { level: 9 }).length);
    }
    return sizes.get(url)!;
  };
}
type GzipSize = ReturnType<typeof gzipSizer>;

/** Records the latest largest-contentful-paint candidate's time in the page. */
function observeLcp() {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) (window as unknown as { __lcp: number }).__lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Everything the page fetched, with its load event's and largest paint's times. */
function readPageLoad(): PageLoad {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  return {
    load: nav.loadEventStart,
    lcp: (window as unknown as { __lcp?: number }).__lcp ?? nav.loadEventStart,
    resources: performance.getEntriesByType('resource').map((r) => ({
      url: r.name,
      startTime: r.startTime,
      type: /\.js(\?|$)/.test(r.name) ? 'js' : /\.css(\?|$)/.test(r.name) ? 'css' : 'other',
    })),
    stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map(
      (l) => l.href,
    ),
  };
}

/**
 * Opens a route as a phone would, in `language` (the visitor's choice, in its cookie), signed
 * in if it asks, until the app owns it.
 */
async function loadRoute(
  browser: Browser,
  origin: string,
  path: string,
  language: Language,
  token?: string,
) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: origin }]);
  try {
    const page = await context.newPage();
    if (token) {
      // A page of the origin that is not the app, to store the token as the app does.
      await page.goto(`${origin}/api/config`);
      await page.evaluate(storeTokenScript(token));
    }
    await page.addInitScript(observeLcp);
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
    // Whatever the app fetches after it takes over (route chunks, data) is counted too.
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended on ${page.url()}`);
    return await page.evaluate(readPageLoad);
  } finally {
    await context.close();
  }
}

interface RouteFigures {
  initialJs: number;
  initialCss: number;
  hydratedJs: number;
  hydratedCss: number;
  jsFiles: number;
  /** Admin or ogl files fetched before the largest paint. */
  early: string[];
}

async function figuresOf(load: PageLoad, gzipSize: GzipSize, forbidden: Set<string>) {
  const sum = async (list: Fetched[], type: 'js' | 'css') => {
    let total = 0;
    for (const r of list.filter((x) => x.type === type)) total += await gzipSize(r.url);
    return total;
  };
  const initial = load.resources.filter((r) => r.startTime < load.load);
  const beforeLcp = load.resources.filter((r) => r.startTime <= load.lcp);
  const figures: RouteFigures = {
    initialJs: await sum(initial, 'js'),
    initialCss: await sum(initial, 'css'),
    hydratedJs: await sum(load.resources, 'js'),
    hydratedCss: await sum(load.resources, 'css'),
    jsFiles: load.resources.filter((r) => r.type === 'js').length,
    early: beforeLcp
      .map((r) => new URL(r.url).pathname)
      .filter((path) => forbidden.has(path.slice(1))),
  };
  return figures;
}

/** What a route misses of its budget and, on a public route, of the no-admin-or-ogl rule. */
function problemsOf(page: BenchPage, language: Language, f: RouteFigures): string[] {
  const budget = page.size;
  return [
    budget && f.hydratedJs > budget.js && `JS over ${kib(budget.js)}`,
    budget?.files && f.jsFiles > budget.files && `more than ${budget.files} JS files`,
    budget?.css && f.initialCss > budget.css && `CSS before load over ${kib(budget.css)}`,
    !page.signedIn && f.early.length > 0 && 'admin/ogl code fetched before LCP',
  ]
    .filter((text): text is string => Boolean(text))
    .map((text) => `${page.path} ${language}: ${text}`);
}

function rowOf(page: BenchPage, language: Language, f: RouteFigures, lcp: number): string[] {
  const budget = page.size;
  const files = budget?.files
    ? `, ≤ ${budget.files} files ${f.jsFiles <= budget.files ? '✓' : '✗'}`
    : '';
  return [
    `${page.path} ${language}`,
    kib(f.initialJs),
    kib(f.initialCss),
    `${kib(f.hydratedJs)} (${f.jsFiles} files)`,
    budget ? `≤ ${kib(budget.js)} ${f.hydratedJs <= budget.js ? '✓' : '✗'}${files}` : 'none set',
    kib(f.hydratedCss),
    `${Math.round(lcp)} ms`,
    f.early.length ? f.early.join(' ') : 'none',
  ];
}

async function listFiles(path: string, load: PageLoad, gzipSize: GzipSize) {
  const js = load.resources.filter((r) => r.type === 'js');
  console.log(`JS files on ${path} once hydrated (${js.length}), gzip:`);
  for (const r of js)
    console.log(`  ${kib(await gzipSize(r.url)).padStart(9)}  ${new URL(r.url).pathname}`);
  const sheets = load.stylesheets.map((h) => new URL(h).pathname).join(', ');
  console.log(`Stylesheets on ${path} once hydrated: ${sheets}`);
}

function printTable(rows: string[][], problems: string[]) {
  const header = [
    'route',
    'JS before load',
    'CSS before load',
    'JS hydrated',
    'JS target',
    'CSS hydrated',
    'LCP',
    'admin/ogl before LCP',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log('\n' + line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
  console.log(
    '\nSizes are gzip -9 of each file; "hydrated" counts everything fetched until the app',
  );
  console.log('owns the page (prerendered pages load their JS after the load event, see boot.ts).');
  console.log(problems.length ? `\nOver budget: ${problems.join('; ')}` : '\nWithin budget.');
}

/** The languages to measure: all of them, or those `BENCH_SIZE_LANGUAGES=en,hi` names. */
function benchLanguages(): Language[] {
  const asked = process.env.BENCH_SIZE_LANGUAGES?.split(',').filter(isLanguage);
  return asked?.length ? asked : [...LANGUAGES];
}

async function measureAll(server: RunningServer, browser: Browser) {
  const forbidden = forbiddenFiles();
  const gzipSize = gzipSizer();
  const rows: string[][] = [];
  const problems: string[] = [];
  let token: string | undefined;
  for (const page of BENCH_PAGES) {
    if (page.signedIn) token ??= await signIn(server.origin, server.demoPatient);
    const path = await resolvePath(page.path, server.origin);
    // Each language loads its own catalogs: every budget holds in each.
    for (const language of benchLanguages()) {
      const signedInToken = page.signedIn ? token : undefined;
      const load = await loadRoute(browser, server.origin, path, language, signedInToken);
      const figures = await figuresOf(load, gzipSize, forbidden);
      rows.push(rowOf(page, language, figures, load.lcp));
      problems.push(...problemsOf(page, language, figures));
      if (process.env.BENCH_SIZE_FILES === '1' || page.path === '/')
        await listFiles(`${page.path} ${language}`, load, gzipSize);
    }
  }
  printTable(rows, problems);
}

runFrontEndBench(measureAll);
