import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { storedToken, useSignedInSession } from './patient-helpers';
import { ADMIN_MENU_ENTRIES, DESKTOP_WIDE, TABLET, signInAsAdmin, toast } from './admin-helpers';
import { ADMIN_WIDTHS } from './admin-content-helpers';
import { screenshotWidths } from './support/screenshots';

test('at 1440 px the sidebar is always there; /admin opens the dashboard', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole('group', { name: 'Patients registered' }).locator('[data-count]'),
  ).toBeVisible();
  await screenshotWidths(page, 'dashboard', ADMIN_WIDTHS);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const entry of ADMIN_MENU_ENTRIES)
    await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open admin menu' })).toBeHidden();
  await nav.getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a 768 px tablet the sidebar folds into a menu button', async ({ page, adminApi }) => {
  await page.setViewportSize(TABLET);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await expect(nav).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: 'Manage Moderators' }).click();
  await expect(page).toHaveURL(/\/admin\/moderators$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Manage Moderators' })).toBeVisible();
});

test('Logout removes the token before anything else, then goes home', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('group', { name: 'Patients registered' })).toBeVisible();
  const tokenWhenRevoked: (string | null)[] = [];
  await page.route('**/api/users/logout', async (route) => {
    tokenWhenRevoked.push(await storedToken(page));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => tokenWhenRevoked).toEqual([null]);
  expect(await storedToken(page)).toBeNull();
});

test('the dashboard says so when its counts cannot be fetched', async ({ page, adminApi }) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  expectConsoleErrors(page, /status of 503 .*\/api\/users\/stats/);
  await page.route('**/api/users/stats', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
  );
  await page.goto('/admin/dashboard');
  const failed = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Try again' }) });
  await expect(failed).toContainText('Something went wrong. While fetching.');
  await expect(toast(page, 'Something went wrong. While fetching.')).toBeVisible();
  await page.unroute('**/api/users/stats');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('group', { name: 'Patients registered' }).locator('[data-count]'),
  ).toBeVisible();
});

test('neither /, /blog, /login nor /dashboard fetches admin code or the data-table library', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blogs & Insights' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();

  const assets = fetched.filter((path) => path.startsWith('/assets/'));
  expect(assets.length).toBeGreaterThan(0);
  expect(assets.filter((path) => path.startsWith('/assets/admin-'))).toEqual([]);
  for (const path of assets.filter((p) => /\.(js|css)$/.test(p))) {
    const body = await (await page.request.get(path)).text();
    expect(body.includes('mantine-datatable'), path).toBe(false);
    expect(body.includes('Manage Moderators'), path).toBe(false);
  }
});

/** Every query key the persister saved to IndexedDB (idb-keyval's store), with the save's time. */
const persistedQueries = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ timestamp: number; keys: unknown[] }[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve([]);
          const read = db
            .transaction('keyval')
            .objectStore('keyval')
            .getAll(IDBKeyRange.bound('tapalign-query-cache:', 'tapalign-query-cache;'));
          read.onsuccess = () =>
            resolve(
              (read.result as string[]).map((text) => {
                const saved = JSON.parse(text) as {
                  timestamp: number;
                  clientState: { queries: { queryKey: unknown[] }[] };
                };
                return {
                  timestamp: saved.timestamp,
                  keys: saved.clientState.queries.map((query) => query.queryKey),
                };
              }),
            );
          read.onerror = () => reject(read.error);
        };
      }),
  );

test('admin queries are never saved to IndexedDB', async ({ page, adminApi }) => {
  await page.setViewportSize(DESKTOP_WIDE);
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('group', { name: 'Patients registered' })).toBeVisible();
  const screens = [
    ['Patients', 'patients'],
    ['Issues', 'open issues'],
    ['Blog', 'blogs'],
    ['Career / Jobs', 'jobs'],
    ['Job Applications', 'job applications'],
    ['Messages', 'contact messages'],
    ['Subscribers', 'newsletter subscribers'],
    ['Manage Moderators', 'moderators'],
  ] as const;
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [entry, table] of screens) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(
      page.getByRole('table', { name: table }).locator('tbody tr').first(),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: table })).not.toHaveAttribute('aria-busy', 'true');
  }
  // A save of the cache after every list above was in it (saves follow changes, throttled):
  // the closed issues are a new query, so a change.
  await nav.getByRole('link', { name: 'Issues' }).click();
  const listsLoaded = await page.evaluate(() => Date.now());
  await page.getByText('Closed', { exact: true }).click();
  await expect(page.getByRole('table', { name: 'closed issues' })).toBeVisible();
  await expect
    .poll(async () => Math.max(0, ...(await persistedQueries(page)).map((s) => s.timestamp)))
    .toBeGreaterThan(listsLoaded);
  const keys = (await persistedQueries(page)).flatMap((saved) => saved.keys);
  expect(keys.filter((key) => JSON.stringify(key).includes('admin'))).toEqual([]);
});
