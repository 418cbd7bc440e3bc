/**
 * The blog with no network, on a list this phone has never loaded: after a short wait the page
 * says it is offline (never a skeleton for ever) and its retry loads the posts once the
 * connection is back, on the site island (signed out) and in the full app (signed in).
 */
import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '../../src/shared/constants';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { gotoReady, signInContext } from './public-helpers';
import { PHONE } from './patient-helpers';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

async function expectOfflineThenRetry(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: "You're offline" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The posts need a connection');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
  await expect(page.getByLabel('Loading posts')).toHaveCount(0);

  await page.context().setOffline(false);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await expect(notice).toBeHidden();
}

/** Offline, the list's request fails (and React reports the error its boundary shows). */
function expectOfflineErrors(page: Page) {
  expectConsoleErrors(
    page,
    /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[^)]*\/api\/blogs\?/,
    /ApiError: You appear to be offline/,
  );
}

test('signed out, the blog offline says so and retries once back online', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/');
  await waitForServiceWorker(page);
  expectOfflineErrors(page);
  await context.setOffline(true);
  await page.goto('/blog');
  await expectOfflineThenRetry(page);
});

test('signed in, the blog offline says so and retries once back online', async ({
  page,
  context,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await signInContext(page, adminApi.request, { email: patient.email, password });
  await gotoReady(page, '/');
  await waitForServiceWorker(page);
  expectOfflineErrors(page);
  // The header asks who is signed in; this phone never saved the answer.
  expectConsoleErrors(page, /net::ERR_FAILED \(http:\/\/[^)]*\/api\/users\/current-user:/);
  await context.setOffline(true);
  await page.goto('/blog?page=1&sort=oldest');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expectOfflineThenRetry(page);
});
