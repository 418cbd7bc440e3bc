/**
 * English, Hindi and Marathi (src/shared/languages.ts): every page arrives already in the
 * visitor's language — `?lang=`, the `tapalign-lang` cookie, or a browser that prefers Hindi
 * or Marathi — prerendered pages included, and the switcher in the header and the drawer
 * changes it in place and keeps it across pages and reloads.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { collectErrors, DESKTOP, expectNoAxeViolations, gotoReady, PHONE } from './public-helpers';
import { screenshotWidths } from './support/screenshots';

// The header's and the drawer's navigation, named in the page's language (English, Hindi, Marathi).
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|मुख्य)$/ });
const menuNav = (page: Page) => page.getByRole('navigation', { name: /^(Menu|मेन्यू|मेनू)$/ });

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('?lang=hi sends the page in Hindi and keeps the choice for the next pages', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/about?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(mainNav(page).getByRole('link', { name: 'हमारे बारे में' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'tapalign-lang')?.value).toBe('hi');

    // The next page, a prerendered one, arrives in Hindi: no English before the script runs.
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('लॉग इन');
    await gotoReady(page, '/career');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(mainNav(page).getByRole('link', { name: 'करियर' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the header switcher changes the page in place, and a reload keeps it', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/about');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
    const switcher = page.getByRole('combobox', { name: 'Language · भाषा' });
    await expect(switcher.getByRole('option')).toHaveText(['English', 'हिन्दी', 'मराठी']);
    await switcher.selectOption('mr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(mainNav(page).getByRole('link', { name: 'आमच्याविषयी' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'लॉग इन' })).toBeVisible();
    // The head's texts follow: the title a tab shows, the description a share reads.
    await expect(page).toHaveTitle('आमच्याविषयी · TapAlign');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^TapAlign का आहे: /,
    );
    await expectNoAxeViolations(page, { include: 'header' });
    await screenshotWidths(page, 'languages-header-mr', [1440, 390]);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(switcher).toHaveValue('mr');
    await switcher.selectOption('en');
    await expect(mainNav(page).getByRole('link', { name: 'About' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the drawer switcher changes the language, kept on the login page', async ({ page }) => {
    await gotoReady(page, '/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await menuNav(page).waitFor();
    // The drawer's own switcher (the header behind it has one too, inert while it is open).
    await page
      .getByRole('dialog')
      .getByRole('combobox', { name: 'Language · भाषा' })
      .selectOption('hi');
    await expect(menuNav(page).getByRole('link', { name: 'होम' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await screenshotWidths(page, 'languages-drawer-hi', [390]);

    await menuNav(page).getByRole('link', { name: 'ब्लॉग' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });
});

for (const [locale, language] of [
  ['mr-IN', 'mr'],
  ['hi-IN', 'hi'],
  ['en-IN', 'en'],
] as const) {
  test.describe(`a browser that prefers ${locale}`, () => {
    test.use({ viewport: PHONE, locale });

    test(`gets the page in ${language}`, async ({ page }) => {
      await gotoReady(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });
  });
}
