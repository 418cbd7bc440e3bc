/** Unknown routes (docs/product-spec.md §2 route `*`). */
import { expect, test } from './support/fixtures';
import { gotoReady, PHONE } from './public-helpers';

test('an unknown path shows the 404 page inside the public layout', async ({ page, request }) => {
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

  // The server renders it, with the status that tells search engines and links it is gone.
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('data-prerendered="/no/such/page" data-page="not-found"');
  expect(html).toContain('Sorry, we couldn&#x27;t find this page.');
  expect(html).toMatch(/<title>Page not found · TapAlign<\/title>/);
});

test('the 404 page on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, '/missing');
  await expect(page.getByText("Sorry, we couldn't find this page.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
});

test("the app's addresses are the app's pages, never the site's 404 page", async ({ request }) => {
  for (const path of ['/dashboard', '/passkeys', '/admin/no-such-screen', '/view-resume/7']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).not.toContain('data-page="not-found"');
  }
});
