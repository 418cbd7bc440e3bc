/**
 * Page shells (src/shared/page-shells.ts): /dashboard's HTML carries the public layout around
 * the dashboard's loading view, so it paints before any script has run — the installed app
 * opened offline included — and the app then draws the page over it. (A browser holding a page
 * session gets the page drawn instead: dashboard-drawn.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import {
  PHONE,
  dashboardLoaded,
  dropPageSession,
  holdApp,
  useSignedInSession,
  watchLocaleWorker,
} from './patient-helpers';
import { waitForServiceWorker, waitForStoredKey } from './pwa-helpers';
import { screenshotWidths } from './support/screenshots';

const PLACEHOLDER = 'data-placeholder="/dashboard"';
const DESKTOP = { width: 1440, height: 900 };

async function expectDashboardShell(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your treatment' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your treatment' })).toBeVisible();
  await expect(page.getByTestId('tile-skeleton')).toHaveCount(3);
  await expect(page.getByTestId('timeline-row-skeleton')).toHaveCount(8);
  // The footer, below the first screen, comes with the app.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test('the server answers /dashboard with its shell, and other app pages with the plain one', async ({
  request,
}) => {
  for (const path of ['/dashboard', '/dashboard/']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(PLACEHOLDER);
  }
  for (const path of ['/career', '/contact', '/admin/dashboard', '/dashboard-history']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('data-placeholder');
  }
});

test('signed in, the page asks for the user and the timeline as it starts, each once', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient({ aligners: 10 });
  await useSignedInSession(page, patient.email, password);
  await dropPageSession(page);
  const requests: string[] = [];
  page.on('request', (request) =>
    requests.push(`${request.method()} ${new URL(request.url()).pathname}`),
  );
  // The app's start is held back: whatever asks meanwhile is the page's script tag.
  const releaseApp = await holdApp(page);
  const asked = Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/users/current-user')),
    page.waitForRequest((request) => request.url().endsWith('/api/timeline')),
  ]);
  await page.goto('/dashboard');
  await asked;
  releaseApp();
  await dashboardLoaded(page);
  await page.waitForLoadState('networkidle');

  // The app took both answers: it asked for neither again.
  expect(requests.filter((request) => request === 'POST /api/users/current-user')).toHaveLength(1);
  expect(requests.filter((request) => request === 'GET /api/timeline')).toHaveLength(1);
});

test('signed in, the shell paints before the app asks for its files and answers', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient({ aligners: 10 });
  await useSignedInSession(page, patient.email, password);
  await dropPageSession(page);
  // The frame after the first one: the first rendering (the shell's paint, once its styles are
  // in) is then done. Noted before any script of the page runs.
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        (window as { afterFirstFrame?: number }).afterFirstFrame = performance.now();
      }),
    );
  });
  await page.goto('/dashboard');
  await dashboardLoaded(page);
  const { afterFirstFrame, asked } = await page.evaluate(() => {
    const startOf = (pattern: RegExp) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => pattern.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
    return {
      afterFirstFrame: (window as { afterFirstFrame?: number }).afterFirstFrame,
      asked: [
        ...startOf(/^\/api\/users\/current-user$/),
        ...startOf(/^\/api\/timeline$/),
        ...startOf(/^\/assets\/react-[\w-]+\.js$/),
      ],
    };
  });
  expect(afterFirstFrame).toBeDefined();
  expect(asked).toHaveLength(3);
  for (const start of asked) expect(start).toBeGreaterThanOrEqual(afterFirstFrame!);
  // The files the shell listed were announced together as the app started: its start, its route.
  for (const file of ['main', 'dashboard'])
    await expect(page.locator(`link[rel="modulepreload"][href^="/assets/${file}-"]`)).toHaveCount(
      1,
    );
});

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`/dashboard paints its layout and loading view at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await expectDashboardShell(page);
      await screenshotWidths(page, 'dashboard-shell', [viewport.width]);
    });
  }
});

test.describe('the installed app offline', () => {
  test.use({ serviceWorkers: 'allow', viewport: PHONE });

  test('the service worker answers /dashboard with the shell, and the app draws the saved plan over it', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient({ aligners: 10 });
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await waitForServiceWorker(page);
    // Opened again now that the app is installed, so the plan is saved through the worker, and
    // settled, so going offline cuts no request.
    await page.reload();
    await dashboardLoaded(page);
    await page.waitForLoadState('networkidle');
    await waitForStoredKey(page, 'tapalign-query-cache:');
    // What the dashboard asks for on every open (the chat settings, the confirmed switches,
    // the wear log) fails offline; the saved plan answers the rest.
    expectConsoleErrors(
      page,
      /ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/api\/(config|aligner-switches|wear)[^:]*:/,
    );

    await page.context().setOffline(true);
    const localeWorker = watchLocaleWorker(page);
    const response = await page.goto('/dashboard');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(await response!.text()).toContain(PLACEHOLDER);
    // The locale data loads in its worker from the worker's cache too.
    const { loaded, ended } = await localeWorker;
    expect((await loaded).fromServiceWorker()).toBe(true);
    await ended;

    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    // Drawn over, not beside: one title, and no loading view left behind.
    await expect(page.getByRole('heading', { name: 'Your treatment' })).toHaveCount(1);
    await expect(page.getByRole('status', { name: 'Loading your treatment' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Current Aligner' })).toContainText('/10');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // From the worker the app's files come as each import reaches them: no link announced them.
    await expect(page.locator('link[rel="modulepreload"][href^="/assets/main-"]')).toHaveCount(0);
  });
});
