import type { Page } from '@playwright/test';
import type { Stats } from '../../src/shared/api-types';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { E2E_ADMIN } from './support/config';
import {
  PHONE,
  expectSignInNotice,
  signInWithPassword,
  storedToken,
  useSignedInSession,
} from './patient-helpers';
import { ADMIN_MENU_ENTRIES } from './admin-helpers';

test.use({ viewport: PHONE });

const ADMIN_TEXT = ['Download patients data', 'Manage Moderators'];

/** Every script the page fetched, checked for admin-screen code. */
async function scriptsWithAdminCode(page: Page, scripts: string[]) {
  const found: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (ADMIN_TEXT.some((text) => body.includes(text))) found.push(url);
  }
  return found;
}

test.describe('guards for a visitor without a token', () => {
  test('/dashboard goes to /login, replacing the history entry', async ({ page }) => {
    await page.goto('/contact');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('/admin/dashboard goes to /login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdashboard$/);
  });

  test('an NFC link survives the sign-in and highlights that aligner', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient({ aligners: 20 });
    await page.goto('/dashboard?aligner=7');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Faligner%3D7$/);
    await signInWithPassword(page, patient.email, password);
    await expect(page).toHaveURL(/\/dashboard\?aligner=7$/);

    // On a phone the tap is answered by a card scrolled into view (tests/e2e/pwa-nfc.spec.ts).
    const focusCard = page.getByRole('region', { name: 'Your tapped aligner' });
    await expect(focusCard).toContainText('Aligner 7 is still to come');
    await expect(focusCard).toBeInViewport();
    const tapped = page.locator('#aligner-7');
    await expect(tapped).toHaveAttribute('data-highlighted', 'true');
    await expect(tapped).toContainText('Aligner 7');
    await expect(page.locator('[data-highlighted="true"]')).toHaveCount(1);
  });
});

test.describe('guards for a patient', () => {
  test('the sign-in pages send a patient to the dashboard; /admin to the home page', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    for (const path of ['/login', '/login-mobile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    }
    for (const path of ['/admin', '/admin/dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('a token the server no longer accepts signs the patient out', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient();
    expectConsoleErrors(page, /status of 401 .*\/api\/users\/current-user/);
    const token = await useSignedInSession(page, patient.email, password);
    const revoked = await page.request.post('/api/users/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBeTruthy();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    expect(await storedToken(page)).toBeNull();
    await expectSignInNotice(page, 'Your session has ended — please sign in again');
  });

  test('neither / nor /dashboard downloads any admin code', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient();
    const scripts = new Set<string>();
    const ownHost = new URL(test.info().project.use.baseURL!).host;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.host === ownHost) {
        scripts.add(url.pathname);
      }
    });
    await page.goto('/');
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    expect(scripts.size).toBeGreaterThan(0);
    expect(await scriptsWithAdminCode(page, [...scripts])).toEqual([]);

    // Nor does the service worker precache it for later.
    const worker = await (await page.request.get('/sw.js')).text();
    const precached = [...worker.matchAll(/"(assets\/[^"]+\.js)"/g)].map((m) => `/${m[1]}`);
    expect(precached.length).toBeGreaterThan(0);
    expect(await scriptsWithAdminCode(page, precached)).toEqual([]);
  });
});

test.describe('guards for an admin', () => {
  test('the patient dashboard and the sign-in pages send an admin to the admin dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The dashboard's page asks for the timeline as it starts only once the user is a patient.
    const timelineAsked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/timeline') timelineAsked.push(request.url());
    });
    for (const path of ['/dashboard', '/login', '/admin']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    }
    expect(timelineAsked).toEqual([]);

    // Other tests add and delete patients meanwhile, and two answers can cross on the way: the
    // card must show a count the page was served.
    const served: number[] = [];
    await page.route('**/api/users/stats', async (route) => {
      const response = await route.fetch();
      const stats = (await response.json()) as Stats;
      served.push(stats.patients);
      await route.fulfill({ response, json: stats });
    });
    await page.reload();
    const card = page.getByRole('group', { name: 'Patients registered' });
    await expect(card).toContainText(/\d/);
    await expect
      .poll(async () => served.map(String).includes((await card.innerText()).replace(/\D/g, '')))
      .toBe(true);
    for (const label of [
      'Active patients',
      'Paused patients',
      'Completed treatments',
      'Issues raised by patients',
      'Job applications received',
    ]) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download patients data' }).click();
    expect((await download).suggestedFilename()).toBe('users.xlsx');

    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const entry of ADMIN_MENU_ENTRIES) {
      await expect(nav.getByText(entry, { exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => storedToken(page)).toBeNull();
  });
});
