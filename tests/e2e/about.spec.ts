/** The about page (docs/product-spec.md §2 "About page"). */
import { BRAND } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { collectErrors, DESKTOP, gotoReady } from './public-helpers';

test.use({ viewport: DESKTOP });

test('hero, What Drives Us, the ethos and what is in the box, in order', async ({ page }) => {
  const errors = collectErrors(page);
  await gotoReady(page, '/about');
  await expect(page).toHaveTitle(`About us · ${BRAND}`);
  const names = await page
    .locator('main [data-section]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
  expect(names).toEqual(['about-hero', 'what-drives-us', 'ethos', 'whats-in-the-box']);

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'What Drives Us',
    `The ${BRAND} Ethos`,
    "What's in the Box?",
    'Quick links',
    'Contact',
    'Newsletter',
  ]);
  const ethos = page.locator('[data-section="ethos"]').getByRole('heading', { level: 3 });
  await expect(ethos).toHaveText(['Our mission', 'Our vision']);
  const box = page.locator('[data-section="whats-in-the-box"]').getByRole('listitem');
  await expect(box.getByRole('heading')).toHaveText([
    'Aligners',
    'Protective case',
    'Chewies and removal tool',
    'Instruction manual',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(errors).toEqual([]);
});

test('is prerendered: its own HTML, title and description', async ({ request }) => {
  const html = await (await request.get('/about')).text();
  expect(html).toContain('data-prerendered="/about"');
  expect(html).toContain(`<title>About us · ${BRAND}</title>`);
  expect(html).toContain('What Drives Us');
  expect(html).toContain('Chewies and removal tool');
});

test('a client-side visit from the home page renders it too', async ({ page }) => {
  await gotoReady(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: "What's in the Box?" })).toBeVisible();
  await expect(page).toHaveTitle(`About us · ${BRAND}`);
});
