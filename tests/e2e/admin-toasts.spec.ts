/**
 * Admin toasts close after 3 s (docs/product-spec.md §9), whoever shows them: here the query
 * client, after a background refresh of an admin list failed. Playwright's clock makes the timing
 * exact.
 */
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { DESKTOP_WIDE, signInAsAdmin, toast } from './admin-helpers';
import { expectToastFor } from './support/toast-clock';

test.use({ viewport: DESKTOP_WIDE });

test('a failed background refresh of an admin list toasts for 3 s, not 4', async ({
  page,
  adminApi,
}) => {
  await signInAsAdmin(page, adminApi);
  await page.clock.install();
  await page.goto('/admin/messages');
  const table = page.getByRole('table', { name: 'contact messages' });
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute('aria-busy', 'true');

  // The next refresh is refused (a 4xx is not retried, so the toast comes at once).
  expectConsoleErrors(page, /status of 429 .*\/api\/contact/);
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 429, json: { message: 'Too many requests. Try again later.' } }),
  );
  // Time stops once the list is stale; coming back to the tab refreshes it.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 31_000);
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.status() === 429,
  );
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await refused;

  // Up at 2.7 s, gone (its 250 ms exit too) at 3.5 s: less than the 4 s of the patient side.
  await expectToastFor(page, toast(page, 'Too many requests. Try again later.'), 3_000);
});
