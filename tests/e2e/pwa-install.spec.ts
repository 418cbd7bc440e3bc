import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN, E2E_CLIENT_DIR } from './support/config';
import { PHONE, useSignedInSession } from './patient-helpers';
import { cacheContents, waitForServiceWorker } from './pwa-helpers';
import { REPORT_ISSUE_PATH } from '../../src/shared/constants';

test.use({ serviceWorkers: 'allow' });

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest meets the install criteria and every icon has its stated size', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(href!);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('TapAlign'),
    short_name: 'TapAlign',
    description: expect.any(String),
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#/),
    background_color: expect.stringMatching(/^#/),
    launch_handler: { client_mode: expect.arrayContaining(['focus-existing']) },
  });
  expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
    '/dashboard',
    REPORT_ISSUE_PATH,
  ]);
  const sizes: string[] = [];
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.ok()).toBeTruthy();
    expect(pngSize(await image.body())).toBe(icon.sizes);
    sizes.push(`${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
});

test('the service worker, the manifest and the pages are served no-cache', async ({ request }) => {
  for (const path of ['/sw.js', '/', '/shell.html', '/dashboard']) {
    const response = await request.get(path);
    expect(response.ok(), path).toBeTruthy();
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
});

test('the service worker takes control within 10 s and precaches no admin screen', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  const cached = Object.values(await cacheContents(page)).flat();
  expect(cached.some((url) => url.includes('/shell.html?'))).toBeTruthy();
  expect(cached.filter((url) => /\/assets\/admin-/.test(url))).toEqual([]);

  // The scripts an admin's browser loads for the admin screens are none of them cached.
  const adminContext = await browser.newContext({ serviceWorkers: 'block' });
  const adminPage = await adminContext.newPage();
  const scripts: string[] = [];
  adminPage.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const login = await adminPage.request.post('/api/users/login', {
    data: E2E_ADMIN,
    headers: { 'X-Forwarded-For': '10.251.0.1' },
  });
  const { authToken } = await login.json();
  await adminPage.goto('/login');
  await adminPage.evaluate((t) => localStorage.setItem('dentistAuthToken', t), authToken);
  await adminPage.goto('/admin/dashboard');
  await expect(adminPage.getByRole('heading', { level: 1 })).toBeVisible();
  await adminContext.close();
  const adminScripts = scripts.filter((url) => /\/assets\/admin-/.test(url));
  expect(adminScripts.length).toBeGreaterThan(0);
  expect(cached.filter((url) => adminScripts.includes(url))).toEqual([]);
  // …and the precache list in the worker itself names no admin chunk.
  const worker = readFileSync(`${E2E_CLIENT_DIR}/sw.js`, 'utf8');
  expect(worker).not.toMatch(/assets\/admin-/);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('"Install the app" appears when the browser offers it and opens its dialog', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);

    // What Chromium fires once the app is installable.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Install the app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(
      true,
    );
    await expect(page.getByRole('button', { name: 'Install the app' })).toHaveCount(0);
  });
});

test.describe('in Safari on an iPhone', () => {
  test.use({
    viewport: PHONE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the dashboard gives the Add to Home Screen steps', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Get the TapAlign app' });
    await expect(card).toContainText('Tap the Share button');
    await expect(card).toContainText('Add to Home Screen');
  });
});
