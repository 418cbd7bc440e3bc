/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: Moto G Power emulation, slow 4G
 * and 4× CPU simulated) on Debian's Chromium against the built app served by the real server.
 * Runs each page LIGHTHOUSE_RUNS times (default 5) and prints the median of every figure,
 * with the largest-contentful-paint element. Targets for `/`: performance ≥ 95,
 * accessibility 100, best practices ≥ 95, SEO 100, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/config';
import { buildClient, startServer } from './public-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/about').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  lcpPhases: string;
}

interface LcpElementDetails {
  items?: {
    items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
}

/** Where the LCP's time went: TTFB, load delay, load time, render delay. */
function lcpPhasesOf(details: unknown): string {
  const phases = (details as LcpElementDetails | undefined)?.items?.[1]?.items ?? [];
  return phases.map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
}

function lcpElementOf(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  return node?.snippet ?? node?.nodeLabel ?? 'unknown';
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function audit(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
    lcpPhases: lcpPhasesOf(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART…): such a run is redone. */
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<RunFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(
        `  (run failed: ${error instanceof Error ? error.message : String(error)}; retrying)`,
      );
    }
  }
}

const describe = (f: RunFigures) =>
  `perf ${f.scores.performance}  a11y ${f.scores.accessibility}  bp ${f.scores['best-practices']}  seo ${f.scores.seo}  ` +
  `LCP ${(f.lcp / 1000).toFixed(2)} s  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}`;

async function main() {
  console.log('Building the client…');
  buildClient();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const path of PAGES) {
      const runs: RunFigures[] = [];
      console.log(`\n${path} — ${RUNS} runs (Lighthouse mobile preset)`);
      for (let i = 0; i < RUNS; i++) {
        const figures = await auditWithRetry(server.origin + path, chrome.port);
        runs.push(figures);
        console.log(`  run ${i + 1}: ${describe(figures)}`);
      }
      const med: RunFigures = {
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
        ) as RunFigures['scores'],
        lcp: median(runs.map((r) => r.lcp)),
        tbt: median(runs.map((r) => r.tbt)),
        cls: median(runs.map((r) => r.cls)),
        lcpElement: runs[0]!.lcpElement,
        lcpPhases: '',
      };
      console.log(`  median: ${describe(med)}`);
      const elements = [...new Set(runs.map((r) => r.lcpElement))];
      console.log(`  LCP element: ${elements.join(' | ')}`);
      const medianRun = runs.find((r) => r.lcp === med.lcp)!;
      console.log(`  LCP phases (median run): ${medianRun.lcpPhases}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
