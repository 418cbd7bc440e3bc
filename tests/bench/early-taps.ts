/**
 * `npm run bench:early-taps`: does a visitor lose a tap on a public page without held presses
 * (first-load/held-presses.ts, docs/decisions/020-early-input.md)? Each public page, on a phone
 * (390×844, touch) with the CPU slowed as in `bench:lighthouse` (cpu-slowdown.ts) and the network
 * at Lighthouse's slow 4G (its DevTools values), in a fresh context each run:
 *
 * - untouched: the time from the first contentful paint to the site taking over (`<html
 *   data-app-ready>`), the time in which the page shows buttons and selects that nothing handles;
 * - tapped on the header's "Open menu" the moment the page has painted: whether the site had
 *   taken over when the tap landed (if not, the tap reached no handler of the page's, and only
 *   the hold keeps it), and when the menu opened.
 *
 * Median of EARLY_TAPS_RUNS runs (default 3); EARLY_TAPS_PAGES=/,/login narrows the set.
 */
import type { Browser, Page } from '@playwright/test';
import { throttling } from 'lighthouse/core/config/constants.js';
import { median } from './bench-http';
import { cpuSlowdownFor, measureCpuIndex } from './cpu-slowdown';
import { resolvePath, runFrontEndBench } from './public-server';
import { BENCH_PAGES } from './targets';

const RUNS = Number(process.env.EARLY_TAPS_RUNS ?? 3);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SLOW_4G = throttling.mobileSlow4G;

/**
 * In the page from its first script on (before `<html>` exists): when the site took over, and the
 * first tap's time.
 */
const WATCH_PAGE = `(() => {
  const marks = window.earlyTaps = {};
  new MutationObserver(() => {
    if ('appReady' in document.documentElement.dataset) marks.siteReadyAt ??= performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
  addEventListener('touchstart', () => {
    marks.tapAt ??= performance.now();
    marks.siteReadyAtTap ??= 'appReady' in document.documentElement.dataset;
  }, { capture: true });
})();`;

interface TapFigures {
  firstContentfulPaint: number;
  siteReady: number;
  /** Tapped runs only. */
  tap?: number;
  tapBeforeSite?: boolean;
  menuOpened?: number;
}

const firstContentfulPaint = () =>
  performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime;

async function openThrottled(browser: Browser, url: string, slowdown: number) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: (SLOW_4G.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (SLOW_4G.uploadThroughputKbps * 1024) / 8,
  });
  await page.addInitScript(WATCH_PAGE);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(firstContentfulPaint, undefined, { timeout: 60_000 });
  return page;
}

const marksOf = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          earlyTaps: { siteReadyAt?: number; tapAt?: number; siteReadyAtTap?: boolean };
        }
      ).earlyTaps,
  );

async function untouched(browser: Browser, url: string, slowdown: number): Promise<TapFigures> {
  const page = await openThrottled(browser, url, slowdown);
  try {
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 60_000 });
    const marks = await marksOf(page);
    return {
      firstContentfulPaint: (await page.evaluate(firstContentfulPaint))!,
      siteReady: marks.siteReadyAt!,
    };
  } finally {
    await page.context().close();
  }
}

async function tappedAtPaint(browser: Browser, url: string, slowdown: number): Promise<TapFigures> {
  const page = await openThrottled(browser, url, slowdown);
  try {
    const menu = page.locator('button[aria-controls="mobile-menu"]');
    const box = (await menu.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForSelector('button[aria-controls="mobile-menu"][aria-expanded="true"]', {
      timeout: 60_000,
    });
    const menuOpened = await page.evaluate(() => performance.now());
    const marks = await marksOf(page);
    return {
      firstContentfulPaint: (await page.evaluate(firstContentfulPaint))!,
      siteReady: marks.siteReadyAt!,
      tap: marks.tapAt!,
      tapBeforeSite: marks.siteReadyAtTap === false,
      menuOpened,
    };
  } finally {
    await page.context().close();
  }
}

const ms = (n: number) => `${Math.round(n)} ms`;

function selectedPages() {
  const wanted = process.env.EARLY_TAPS_PAGES?.split(',');
  return BENCH_PAGES.filter(
    ({ path, signedIn }) =>
      !signedIn && (!wanted || wanted.some((w) => path === w || path.startsWith(`${w}/`))),
  );
}

async function measurePage(browser: Browser, url: string, slowdown: number) {
  const quiet: TapFigures[] = [];
  const tapped: TapFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    quiet.push(await untouched(browser, url, slowdown));
    tapped.push(await tappedAtPaint(browser, url, slowdown));
  }
  return {
    inertAfterPaint: median(quiet.map((r) => r.siteReady - r.firstContentfulPaint)),
    tapsBeforeSite: tapped.filter((r) => r.tapBeforeSite).length,
    tapToSite: median(tapped.map((r) => r.siteReady - r.tap!)),
    tapToMenu: median(tapped.map((r) => r.menuOpened! - r.tap!)),
  };
}

runFrontEndBench(async (server, browser) => {
  const cpuIndex = await measureCpuIndex(browser);
  const slowdown = cpuSlowdownFor(cpuIndex);
  console.log(
    `Early taps, 390×844, slow 4G, CPU index ${Math.round(cpuIndex)}: CPU ×${slowdown.toFixed(2)} ` +
      `slower (4 × index ÷ 2,300), median of ${RUNS} runs\n`,
  );
  console.log(
    '| page | inert after first paint (untouched) | taps before the site took over | tap → site | tap → menu open (held) |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const { path } of selectedPages()) {
    const url = `${server.origin}${await resolvePath(path, server.origin)}`;
    const r = await measurePage(browser, url, slowdown);
    console.log(
      `| \`${path}\` | ${ms(r.inertAfterPaint)} | ${r.tapsBeforeSite} of ${RUNS} | ${ms(r.tapToSite)} | ${ms(r.tapToMenu)} |`,
    );
  }
});
