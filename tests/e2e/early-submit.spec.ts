/**
 * docs/design.md §5, before the app takes over: a form on a prerendered page submitted the instant
 * the page shows never navigates, never puts what was typed into the URL and keeps it; once the
 * app runs it handles the submission (src/client/first-load/hold-early-submits.ts).
 */
import type { Page } from '@playwright/test';
import { MARKETING_PAGES } from '../../src/client/components/layout/marketing-pages';
import { expect, test } from './support/fixtures';

/**
 * Holds every script but the page's own script tag (or every one, `holdBoot`) until released:
 * the page shows, and the app cannot take over yet.
 */
async function holdScripts(page: Page, path: string, { holdBoot = false } = {}) {
  const html = await (await page.request.get(path)).text();
  const boot = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(boot, 'the prerendered page has its script tag').toBeTruthy();
  // The script tag and what it imports statically (not its dynamic imports: the app).
  const bootCode = await (await page.request.get(boot!)).text();
  const bootFiles = new Set([
    boot,
    ...[...bootCode.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)].map(
      (m) => new URL(m[1]!, new URL(boot!, 'http://x')).pathname,
    ),
  ]);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    if (holdBoot || !bootFiles.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return release;
}

/** Types into every form's first field and presses Enter; returns the fields. */
async function submitEveryForm(page: Page, text: string) {
  const forms = page.locator('#root form');
  const count = await forms.count();
  expect(count, 'the page has forms to check').toBeGreaterThan(0);
  const fields = [];
  for (let i = 0; i < count; i++) {
    const field = forms.nth(i).locator('input:not([type=hidden]), textarea').first();
    await field.fill(text);
    await field.press('Enter');
    fields.push(field);
  }
  return fields;
}

const appReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });

for (const path of Object.keys(MARKETING_PAGES)) {
  test.describe(`forms on ${path} before the app takes over`, () => {
    test('an invalid entry stays put, out of the URL, and the app then says why', async ({
      page,
    }) => {
      const release = await holdScripts(page, path);
      // The page's own script has run (module scripts run before DOMContentLoaded).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const fields = await submitEveryForm(page, 'not-an-email');
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      for (const field of fields) await expect(field).toHaveValue('not-an-email');

      release();
      await appReady(page);
      for (const field of fields) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveValue('not-an-email');
      }
      await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText(
        'Enter valid email address',
      );
      expect(new URL(page.url()).search).toBe('');
    });

    test('a valid address pressed in early is subscribed once the app runs', async ({ page }) => {
      const release = await holdScripts(page, path);
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const address = `early-${Date.now()}@example.com`;
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill(address);
      await footer.getByLabel('Email address').press('Enter');
      expect(page.url()).not.toContain('early-');

      const subscribed = page.waitForRequest(
        (r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST',
      );
      release();
      expect((await subscribed).postDataJSON()).toEqual({ email: address });
      await expect(footer.getByRole('status')).toContainText('Thank you for subscribing!');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    });

    test('with no script run at all, Enter neither navigates nor loses the text', async ({
      page,
    }) => {
      const release = await holdScripts(page, path, { holdBoot: true });
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('contentinfo').waitFor();
      const fields = await submitEveryForm(page, 'someone@example.com');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      for (const field of fields) await expect(field).toHaveValue('someone@example.com');
      release();
      await appReady(page);
      for (const field of fields) await expect(field).toHaveValue('someone@example.com');
    });
  });
}
