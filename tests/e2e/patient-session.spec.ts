import type { Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { E2E_LIVECHAT_SRC } from './support/config';
import { expect, test } from './support/fixtures';
import { PHONE, expectSignInNotice, signInWithPassword, storedToken } from './patient-helpers';

test.use({ viewport: PHONE });

/**
 * The persisted query caches (idb-keyval's default store, one `tapalign-query-cache:<hash>`
 * entry per session), as text; null when there are none.
 */
const persistedCache = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const store = db.transaction('keyval').objectStore('keyval');
          const read = store.getAll(
            IDBKeyRange.bound('tapalign-query-cache:', 'tapalign-query-cache;'),
          );
          read.onsuccess = () =>
            resolve(read.result.length > 0 ? JSON.stringify(read.result) : null);
          read.onerror = () => reject(read.error);
        };
      }),
  );

test('logging out leaves nothing of the patient in the browser', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const token = await storedToken(page);
  // The dashboard is kept for offline use meanwhile.
  await expect.poll(() => persistedCache(page)).toContain(patient.email);

  await page.getByRole('button', { name: /^Hi,/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectSignInNotice(page, 'You have been signed out');
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
  await expect.poll(async () => (await persistedCache(page)) ?? '').not.toContain(patient.email);
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.filter((name) => !name.startsWith('workbox-precache'))).toEqual([]);

  // The server revoked the token too.
  const reuse = await page.request.post('/api/users/current-user', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(reuse.status()).toBe(401);
});

test('the live chat loads only on the dashboard and hides when the patient leaves', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url() === E2E_LIVECHAT_SRC) chatRequests.push(request.url());
  });
  const widget = page.getByRole('complementary', { name: 'Live chat' });

  for (const path of ['/', '/contact', '/login']) await page.goto(path);
  await signInWithPassword(page, patient.email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(widget).toBeVisible();
  expect(chatRequests).toHaveLength(1);
  expect(await page.locator('script[data-live-chat]').count()).toBe(1);

  // The contact page is the site's (a page load): no chat there. Coming back shows it again,
  // loaded once in that page (restored from the back-forward cache or loaded anew).
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(widget).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(widget).toBeVisible();
  expect(await page.evaluate(() => (window as { __liveChatLoads?: number }).__liveChatLoads)).toBe(
    1,
  );
  expect(await page.locator('script[data-live-chat]').count()).toBe(1);

  // A full load of another page never asks for it.
  const requestsBefore = chatRequests.length;
  await page.goto('/blog');
  await expect(widget).toHaveCount(0);
  expect(chatRequests).toHaveLength(requestsBefore);
});
