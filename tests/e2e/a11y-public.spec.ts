/** axe-core on the public pages at a phone and a desktop width: zero violations. */
import { expect, test } from './support/fixtures';
import { DESKTOP, expectNoAxeViolations, gotoReady, PHONE, scrollThrough } from './public-helpers';

const PAGES = [
  { path: '/', ready: 'A confident smile, tracked with a tap' },
  { path: '/about', ready: 'Orthodontics, made simple enough to follow with a tap' },
  { path: '/privacy', ready: 'Privacy notice' },
  { path: '/this-page-does-not-exist', ready: "Sorry, we couldn't find this page." },
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const { path, ready } of PAGES) {
      test(path, async ({ page }) => {
        await gotoReady(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ready);
        await scrollThrough(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test('the open drawer menu at 375 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await gotoReady(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
