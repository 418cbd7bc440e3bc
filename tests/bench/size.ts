/**
 * `npm run bench:size`: builds the client, opens each public route in Chromium (a phone
 * viewport, as Lighthouse's mobile preset) and prints the gzip size (level 9) of the JS and
 * CSS fetched before the load event — the page's initial load — and of everything fetched
 * until the app has hydrated. It also reports whether any admin or ogl chunk was fetched
 * before the largest contentful paint. Targets (issue 10): all the JS `/` loads at most 125 KiB
 * in at most 20 files, `/blog` and `/login` at most 150 KiB; `/`'s CSS before load 15 KiB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/config';
import { BENCH_CLIENT_DIR, buildClient, startServer } from './public-server';

const ROUTES = ['/', '/about', '/blog', '/career', '/contact', '/login', '/no-such-page'];
/** Targets for all the JS a route loads until the app owns it, and for its first CSS. */
const BUDGET: Record<string, { js: number; files?: number; css?: number }> = {
  '/': { js: 125 * 1024, files: 20, css: 15 * 1024 },
  '/blog': { js: 150 * 1024 },
  '/login': { js: 150 * 1024 },
};

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

async function main() {
  console.log('Building the client…');
  buildClient();
  const forbidden = forbiddenFiles();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const gzipCache = new Map<string, number>();
  const gzipSize = async (url: string) => {
    if (!gzipCache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      gzipCache.set(url, gzipSync(body, { level: 9 }).length);
    }
    return gzipCache.get(url)!;
  };
  const rows: string[][] = [];
  const problems: string[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          if (last) (window as unknown as { __lcp: number }).__lcp = last.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(server.origin + route, { waitUntil: 'load' });
      await page.waitForSelector('html[data-app-ready]', { timeout: 30_000 });
      // Whatever the app fetches after it takes over (route chunks, data) is counted too.
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const resources = performance.getEntriesByType('resource').map((r) => ({
          url: r.name,
          startTime: r.startTime,
          type: /\.js(\?|$)/.test(r.name) ? 'js' : /\.css(\?|$)/.test(r.name) ? 'css' : 'other',
        }));
        return {
          load: nav.loadEventStart,
          lcp: (window as unknown as { __lcp?: number }).__lcp ?? nav.loadEventStart,
          resources,
        };
      });
      const documentCss = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((l) => l.href),
      );
      await context.close();

      const all = timing.resources as Fetched[];
      const sum = async (list: Fetched[], type: 'js' | 'css') => {
        let total = 0;
        for (const r of list.filter((x) => x.type === type)) total += await gzipSize(r.url);
        return total;
      };
      const initial = all.filter((r) => r.startTime < timing.load);
      const initialJs = await sum(initial, 'js');
      const initialCss = await sum(initial, 'css');
      const hydratedJs = await sum(all, 'js');
      const hydratedCss = await sum(all, 'css');
      const beforeLcp = all.filter((r) => r.startTime <= timing.lcp);
      const bad = beforeLcp.filter((r) => forbidden.has(new URL(r.url).pathname.slice(1)));
      const budget = BUDGET[route];
      const jsFiles = all.filter((r) => r.type === 'js').length;
      rows.push([
        route,
        kib(initialJs),
        kib(initialCss),
        `${kib(hydratedJs)} (${jsFiles} files)`,
        budget ? `≤ ${kib(budget.js)} ${hydratedJs <= budget.js ? '✓' : '✗'}` : '—',
        kib(hydratedCss),
        `${Math.round(timing.lcp)} ms`,
        bad.length ? bad.map((r) => new URL(r.url).pathname).join(' ') : 'none',
      ]);
      const over = [
        budget && hydratedJs > budget.js && `JS over ${kib(budget.js)}`,
        budget?.files && jsFiles > budget.files && `more than ${budget.files} JS files`,
        budget?.css && initialCss > budget.css && `CSS before load over ${kib(budget.css)}`,
      ].filter((text): text is string => Boolean(text));
      problems.push(...over.map((text) => `${route}: ${text}`));
      if (bad.length) problems.push(`${route}: admin/ogl code fetched before LCP`);
      if (process.env.BENCH_SIZE_FILES === '1' || route === '/') {
        const js = all.filter((r) => r.type === 'js');
        console.log(`JS files on ${route} once hydrated (${js.length}), gzip:`);
        for (const r of js)
          console.log(`  ${kib(await gzipSize(r.url)).padStart(9)}  ${new URL(r.url).pathname}`);
        console.log(
          `Stylesheets on / once hydrated: ${documentCss.map((h) => new URL(h).pathname).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }

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

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
