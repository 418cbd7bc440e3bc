/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: Moto G Power emulation, slow 4G
 * and 4× CPU simulated) on Debian's Chromium against the built app served by the real server.
 * Every page of BENCH_PAGES (targets.ts, with their targets): the site's public pages, the
 * newest post, the 404 page and the signed-in patient's `/dashboard` (the demo patient, who has
 * agreed to the privacy notice unless LIGHTHOUSE_FIRST_VISIT=1; signed in once in the browser,
 * which keeps the page session's cookie, and the token in localStorage, as the app keeps it;
 * storage but that cookie cleared before each run, then kept by Lighthouse). Runs each page LIGHTHOUSE_RUNS times (default 5), prints every run, the median
 * of each figure against its target, the LCP element and where the median run's LCP time
 * went, and ends with a Markdown table.
 * LIGHTHOUSE_PAGES=/,/dashboard narrows the set (`/blog-details` stands for the post);
 * LIGHTHOUSE_LANGUAGES=hi,mr measures each page in those languages (`?lang=`, as a link to the
 * page in a language does) instead of the visitor's default.
 *
 * The same phone on any machine: Lighthouse's 4× CPU slowdown is meant for a machine whose
 * benchmark index is about 2,300, so the slowdown used is 4 × (this machine's index ÷ 2,300).
 * The index is measured right before each run (`cpu-slowdown.ts`, the median of three readings),
 * as a shared machine's speed drifts by a third within minutes, or pinned with
 * LIGHTHOUSE_CPU_INDEX; each run prints it with its slowdown, and Lighthouse's own reading.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { isLanguage, LANGUAGE_QUERY, type Language } from '../../src/shared/languages';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/config';
import { median } from './bench-http';
import { cpuSlowdownFor, measureCpuIndex } from './cpu-slowdown';
import {
  agreeToPrivacyNotice,
  buildClient,
  type Credentials,
  resolvePath,
  startServer,
  storeTokenScript,
  type RunningServer,
} from './public-server';
import { BENCH_PAGES, type BenchPage, type LighthouseTarget } from './targets';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
/** LIGHTHOUSE_SAVE=<folder> keeps each run's whole report there, to look into a page's figures. */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;

function saveReport(lhr: object, url: string) {
  mkdirSync(SAVE_DIR!, { recursive: true });
  const name = new URL(url).pathname.replace(/[^\w-]+/g, '_') || 'home';
  writeFileSync(join(SAVE_DIR!, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
}
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface RunFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string;
  lcpPhases: string;
  /** Lighthouse's rating of this machine's CPU (`benchmarkIndex`): figures compare only alike. */
  cpuIndex?: number;
  /** The index measured just before the run, and the CPU slowdown it gave the run. */
  calibration?: Calibration;
}

interface Calibration {
  cpuIndex: number;
  slowdown: number;
}

/** Readings of the index before each run. */
const RUN_READINGS = 3;

/** This machine's index now, and the slowdown that makes it the reference phone. */
async function calibrate(browser: Browser): Promise<Calibration> {
  const cpuIndex = await measureCpuIndex(browser, RUN_READINGS);
  return { cpuIndex, slowdown: cpuSlowdownFor(cpuIndex) };
}

interface LcpElementDetails {
  items?: {
    items?: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  }[];
}

/** The pages LIGHTHOUSE_PAGES asks for (all by default). */
function selectedPages(): readonly BenchPage[] {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(',');
  if (!wanted) return BENCH_PAGES;
  return BENCH_PAGES.filter(({ path }) =>
    wanted.some((w) => path === w || path.startsWith(`${w}/`)),
  );
}

/** The languages LIGHTHOUSE_LANGUAGES asks for, or none: the page as a new visitor gets it. */
function selectedLanguages(): readonly (Language | undefined)[] {
  const asked = process.env.LIGHTHOUSE_LANGUAGES?.split(',').filter(isLanguage) ?? [];
  return asked.length ? asked : [undefined];
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

async function audit(
  url: string,
  port: number,
  page: BenchPage,
  cpuSlowdownMultiplier: number,
): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    throttling: { cpuSlowdownMultiplier },
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // The session seeded before the run must survive Lighthouse's own storage reset.
    disableStorageReset: Boolean(page.signedIn),
    ignoreStatusCode: Boolean(page.notFound),
  });
  if (!result) throw new Error('Lighthouse returned nothing');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  if (SAVE_DIR) saveReport(lhr, url);
  // A signed-in page that sent the browser to /login would measure the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details;
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
    lcpElement: lcpElementOf(lcpDetails),
    lcpPhases: lcpPhasesOf(lcpDetails),
    cpuIndex: lhr.environment.benchmarkIndex,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART…): such a run is redone. */
async function auditWithRetry(url: string, run: () => Promise<RunFigures>, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      const message = error instanceof Error ? error.message : String(error);
      console.log(`  (run on ${url} failed: ${message}; retrying)`);
    }
  }
}

/** What a run starts without: all the origin holds but its cookies (the page session's). */
const CLEARED_STORAGE = [
  'file_systems',
  'indexeddb',
  'local_storage',
  'shader_cache',
  'websql',
  'service_workers',
  'cache_storage',
].join(',');

/**
 * A page of the origin that is not the app, so nothing registers or fetches meanwhile: a
 * file, whose page may call the API (the API's own answers allow no script).
 */
const QUIET_PAGE = '/favicon.svg';

/**
 * Clears everything the origin holds but its cookies (service worker, caches, IndexedDB,
 * storage) and the HTTP cache, then stores the patient's token: each signed-in run starts as a
 * fresh sign-in would.
 */
async function seedSession(browser: Browser, origin: string, token: string) {
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: CLEARED_STORAGE });
  await cdp.send('Network.clearBrowserCache');
  await page.goto(origin + QUIET_PAGE);
  await page.evaluate(storeTokenScript(token));
  await page.close();
}

/**
 * Signs the patient in from a page of the browser, as the sign-in page does: the browser keeps
 * the page session's cookie (`__Host-tapalign-page`), with which the server draws the dashboard.
 */
async function signInInBrowser(browser: Browser, origin: string, patient: Credentials) {
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(origin + QUIET_PAGE);
    return await page.evaluate(async ({ email, password }) => {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      return ((await response.json()) as { authToken: string }).authToken;
    }, patient);
  } finally {
    await page.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Check {
  name: string;
  value: string;
  goal?: string;
  met?: boolean;
}

/** Each figure of the median against the page's target (no goal where the target has none). */
function checksOf(f: RunFigures, t: LighthouseTarget): Check[] {
  const atMost = (value: number, limit: number | undefined, show: (n: number) => string) =>
    limit === undefined ? {} : { goal: `≤ ${show(limit)}`, met: value <= limit };
  const atLeast = (value: number, floor: number | undefined) =>
    floor === undefined ? {} : { goal: `≥ ${floor}`, met: value >= floor };
  const ms = (n: number) => `${Math.round(n)} ms`;
  const cls = (n: number) => n.toFixed(3);
  return [
    {
      name: 'perf',
      value: `${f.scores.performance}`,
      ...atLeast(f.scores.performance, t.performance),
    },
    { name: 'LCP', value: seconds(f.lcp), ...atMost(f.lcp, t.lcp, seconds) },
    { name: 'TBT', value: ms(f.tbt), ...atMost(f.tbt, t.tbt, ms) },
    { name: 'CLS', value: cls(f.cls), ...atMost(f.cls, t.cls, (n) => n.toFixed(2)) },
    {
      name: 'a11y',
      value: `${f.scores.accessibility}`,
      ...atLeast(f.scores.accessibility, t.accessibility),
    },
  ];
}

const mark = (c: Check) => (c.met === undefined ? '' : c.met ? ' ✓' : ' ✗');

const describe = (f: RunFigures) =>
  `perf ${f.scores.performance}  a11y ${f.scores.accessibility}  bp ${f.scores['best-practices']}  seo ${f.scores.seo}  ` +
  `LCP ${seconds(f.lcp)}  TBT ${Math.round(f.tbt)} ms  CLS ${f.cls.toFixed(3)}` +
  (f.calibration
    ? `  CPU index ${Math.round(f.calibration.cpuIndex)}, ×${f.calibration.slowdown.toFixed(2)}`
    : '') +
  (f.cpuIndex === undefined ? '' : ` (Lighthouse's reading ${Math.round(f.cpuIndex)})`);

function medianOf(runs: RunFigures[]): RunFigures {
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]),
    ) as RunFigures['scores'],
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
    lcpElement: runs[0]!.lcpElement,
    lcpPhases: runs.find((r) => r.lcp === median(runs.map((x) => x.lcp)))!.lcpPhases,
  };
}

function printMedian(runs: RunFigures[], checks: Check[]) {
  const med = medianOf(runs);
  console.log(`  median: ${describe(med)}`);
  const against = checks.filter((c) => c.goal);
  console.log(
    `  targets: ${against.map((c) => `${c.name} ${c.value} ${c.goal}${mark(c)}`).join('  ')}`,
  );
  console.log(`  LCP element: ${[...new Set(runs.map((r) => r.lcpElement))].join(' | ')}`);
  console.log(`  LCP phases (median run): ${med.lcpPhases}`);
}

interface PageResult {
  path: string;
  checks: Check[];
  calibrations: Calibration[];
}

async function measurePage(
  page: BenchPage,
  language: Language | undefined,
  server: RunningServer,
  chrome: { port: number; browser: Browser; token: () => Promise<string> },
): Promise<PageResult> {
  const query = language ? `?${LANGUAGE_QUERY}=${language}` : '';
  const url = server.origin + (await resolvePath(page.path, server.origin)) + query;
  const label = language ? `${page.path} (${language})` : page.path;
  console.log(`\n${label} — ${RUNS} runs (Lighthouse mobile preset) — ${url}`);
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const figures = await auditWithRetry(url, async () => {
      if (page.signedIn) await seedSession(chrome.browser, server.origin, await chrome.token());
      const calibration = await calibrate(chrome.browser);
      return { ...(await audit(url, chrome.port, page, calibration.slowdown)), calibration };
    });
    runs.push(figures);
    console.log(`  run ${i + 1}: ${describe(figures)}`);
  }
  const checks = checksOf(medianOf(runs), page.lighthouse);
  printMedian(runs, checks);
  return { path: label, checks, calibrations: runs.flatMap((r) => r.calibration ?? []) };
}

/** The summary, ready for docs/benchmarks.md. */
function printTable(results: PageResult[]) {
  const calibrations = results.flatMap((r) => r.calibrations);
  const range = (values: number[], show: (n: number) => string) =>
    `${show(Math.min(...values))}–${show(Math.max(...values))}`;
  console.log(
    `\nMedian of ${RUNS} run(s) per page, Lighthouse 12 mobile preset, each run slowed by ` +
      `4 × (the CPU index measured before it ÷ 2,300): indexes ` +
      `${range(
        calibrations.map((c) => c.cpuIndex),
        (n) => String(Math.round(n)),
      )}, slowdowns ×${range(
        calibrations.map((c) => c.slowdown),
        (n) => n.toFixed(2),
      )}:\n`,
  );
  console.log('| page | perf | LCP | TBT | CLS | a11y | target met |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const { path, checks } of results) {
    const missed = checks.filter((c) => c.met === false).map((c) => c.name);
    const met = missed.length ? `✗ (${missed.join(', ')})` : '✓';
    const cells = checks.map((c) => `${c.value}${mark(c)}`);
    console.log(`| \`${path}\` | ${cells.join(' | ')} | ${met} |`);
  }
}

/**
 * The demo patient's token. The patient has agreed to the privacy notice, as every patient has
 * after their first visit, unless LIGHTHOUSE_FIRST_VISIT=1 measures that visit, with the notice's
 * card at the top of the dashboard.
 */
async function signInPatient(
  browser: Browser,
  origin: string,
  patient: Credentials,
): Promise<string> {
  const token = await signInInBrowser(browser, origin, patient);
  if (process.env.LIGHTHOUSE_FIRST_VISIT !== '1') await agreeToPrivacyNotice(origin, token);
  return token;
}

async function main() {
  buildClient();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    // The phone is where its clinic is, as the dashboard the server draws counts its days.
    envVars: { ...process.env, TZ: DEFAULT_CLINIC_TIMEZONE },
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  let token: Promise<string> | undefined;
  // Signed in once, when a signed-in page first needs it: the server limits sign-ins.
  const patientToken = () => (token ??= signInPatient(browser, server.origin, server.demoPatient));
  try {
    const [first] = selectedPages();
    if (!first) throw new Error('LIGHTHOUSE_PAGES matches no page');
    const firstUrl = server.origin + (await resolvePath(first.path, server.origin));
    if (first.signedIn) await seedSession(browser, server.origin, await patientToken());
    // A first run, not counted: the server's and the browser's caches warm, as for every later one.
    await audit(firstUrl, chrome.port, first, (await calibrate(browser)).slowdown);
    const results: PageResult[] = [];
    for (const page of selectedPages()) {
      for (const language of selectedLanguages()) {
        const using = { port: chrome.port, browser, token: patientToken };
        results.push(await measurePage(page, language, server, using));
      }
    }
    printTable(results);
  } finally {
    await browser.close();
    await chrome.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
