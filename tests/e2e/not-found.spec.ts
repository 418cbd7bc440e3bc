/** Unknown routes (docs/product-spec.md §2 route `*`). */
import { expect, test } from './support/fixtures';
import { collectErrors, gotoReady, PHONE } from './public-helpers';

test('an unknown path shows the 404 page inside the public layout', async ({ page, request }) => {
  const errors = collectErrors(page);
  await gotoReady(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Sorry, we couldn't find this page.",
  );
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page).toHaveTitle(/Page not found/);

  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A confident smile, tracked with a tap',
  );
  expect(errors).toEqual([]);

  // Served the empty app shell, never the prerendered home page.
  const html = await (await request.get('/no/such/page')).text();
  expect(html).not.toContain('data-prerendered');
});

test('the 404 page on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, '/missing');
  await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
});
