/**
 * docs/design.md §5, before the app takes over: a form on a prerendered page submitted the instant
 * the page shows never navigates, never puts what was typed into the URL and keeps it; once the
 * app runs it handles the submission (src/client/first-load/early-input.ts).
 */
import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/shared/public-pages';
import { expect, test } from './support/fixtures';
import { signInContext } from './public-helpers';

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

/** What each kind of field gets typed into it: an entry the app refuses, and one it takes. */
const ENTRIES = {
  email: { invalid: 'not-an-email', valid: 'someone@example.com' },
  tel: { invalid: '12345', valid: '9812345670' },
} as const;

/**
 * Types into every form's email field (or, without one, its phone field) and presses Enter
 * there; returns each field with the text typed.
 */
async function submitEveryForm(page: Page, entry: 'invalid' | 'valid') {
  const forms = page.locator('#root form');
  const count = await forms.count();
  expect(count, 'the page has forms to check').toBeGreaterThan(0);
  const typed = [];
  for (let i = 0; i < count; i++) {
    const field = forms.nth(i).locator('input[type=email], input[type=tel]').first();
    const type = (await field.getAttribute('type')) as keyof typeof ENTRIES;
    const text = ENTRIES[type][entry];
    await field.fill(text);
    await field.press('Enter');
    typed.push({ field, text });
  }
  return typed;
}

const appReady = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-app-ready', '', { timeout: 30_000 });

/** The prerendered pages, and two the server renders for each request: the blog and a 404. */
const PAGES = [...PRERENDERED_PATHS, '/blog', '/no-such-page'];

for (const path of PAGES) {
  test.describe(`forms on ${path} before the app takes over`, () => {
    test('an invalid entry stays put, out of the URL, and the app then says why', async ({
      page,
    }) => {
      const release = await holdScripts(page, path);
      // The page's own script has run (module scripts run before DOMContentLoaded).
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const typed = await submitEveryForm(page, 'invalid');
      await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      for (const { field, text } of typed) await expect(field).toHaveValue(text);

      release();
      await appReady(page);
      for (const { field, text } of typed) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveValue(text);
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

    test('with no script run at all, Enter neither navigates nor loses the text, and is sent once the app runs', async ({
      page,
    }) => {
      const release = await holdScripts(page, path, { holdBoot: true });
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('contentinfo').waitFor();
      const typed = await submitEveryForm(page, 'valid');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      for (const { field, text } of typed) await expect(field).toHaveValue(text);
      // The footer's subscription, pressed before even the page's script ran, is sent.
      const subscribed = page.waitForRequest(
        (r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST',
      );
      release();
      await appReady(page);
      expect((await subscribed).postDataJSON()).toEqual({ email: ENTRIES.email.valid });
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    });
  });
}

test.describe('a signed-in visitor, whose page is the site too', () => {
  for (const path of ['/career', '/contact']) {
    test(`${path}: the site hydrates the page and greets the visitor; the openings work`, async ({
      page,
      adminApi,
    }) => {
      const { patient, password } = await adminApi.registerPatient();
      await signInContext(page, adminApi.request, { email: patient.email, password });
      await page.goto(path);
      await appReady(page);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await expect(page.getByRole('button', { name: /^Hi,/ })).toBeVisible();
      if (path === '/career') {
        const openings = page.getByRole('region', { name: 'Latest Openings' });
        await expect(openings.getByRole('button').first()).toBeVisible();
      }
    });
  }

  test('/contact: a message typed and sent before the app runs is sent once it does', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await signInContext(page, adminApi.request, { email: patient.email, password });
    const release = await holdScripts(page, '/contact');
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Kavya Iyer');
    await form.getByLabel('Mobile').fill('9812345670');
    await form.getByLabel('Email').fill(`early-${Date.now()}@e2e.test`);
    await form.getByLabel('Message').fill('Typed before the app ran.');
    await form.getByLabel('Email').press('Enter');
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact'));
    release();
    expect((await sent).postDataJSON()).toMatchObject({
      name: 'Kavya Iyer',
      message: 'Typed before the app ran.',
    });
    expect(new URL(page.url()).search).toBe('');
  });
});

test('the sign-in pages link to each other with ?redirect=, before any script runs', async ({
  page,
}) => {
  await holdScripts(page, '/login', { holdBoot: true });
  await page.goto('/login?redirect=%2Fdashboard%3Faligner%3D3', { waitUntil: 'commit' });
  await page.getByRole('link', { name: 'Log in via Mobile' }).click();
  await expect(page).toHaveURL(/\/login-mobile\?redirect=%2Fdashboard%3Faligner%3D3$/);
  await page.getByRole('link', { name: 'Log in via Email' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Faligner%3D3$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-build');
});

test('a language chosen before any script runs is chosen once they do', async ({ page }) => {
  const release = await holdScripts(page, '/about', { holdBoot: true });
  await page.goto('/about', { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor();
  const switcher = page.getByRole('combobox', { name: 'Language · भाषा' });
  await switcher.selectOption('mr');
  await expect(page.locator('html')).not.toHaveAttribute('data-build');
  release();
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await expect(page.getByRole('banner').getByRole('link', { name: 'आमच्याविषयी' })).toBeVisible();
  await expect(switcher).toHaveValue('mr');
  // Kept, as a choice made in the app is: the next page arrives in it.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await appReady(page);
  await expect(switcher).toHaveValue('mr');
});

test.describe('a button pressed before the app takes over, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sort chosen on the blog before the app runs is applied once it does', async ({
    page,
  }) => {
    const release = await holdScripts(page, '/blog?page=2');
    await page.goto('/blog?page=2', { waitUntil: 'domcontentloaded' });
    const sort = page.getByRole('combobox', { name: 'Sort posts' });
    await sort.selectOption({ label: 'Oldest First' });
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    // The choice stays on screen while the app loads…
    await expect(sort).toHaveValue('oldest');
    release();
    // …and is made once it runs: the first page, oldest first.
    await expect(page).toHaveURL(/\/blog\?page=1&sort=oldest$/);
    await appReady(page);
    await expect(sort).toHaveValue('oldest');
  });

  test('a sort chosen on the blog before any script runs is applied once they do', async ({
    page,
  }) => {
    const release = await holdScripts(page, '/blog?page=2', { holdBoot: true });
    await page.goto('/blog?page=2', { waitUntil: 'commit' });
    const sort = page.getByRole('combobox', { name: 'Sort posts' });
    await page.getByRole('contentinfo').waitFor();
    await sort.selectOption({ label: 'Oldest First' });
    await expect(page.locator('html')).not.toHaveAttribute('data-build');
    release();
    await expect(page).toHaveURL(/\/blog\?page=1&sort=oldest$/);
    await appReady(page);
    await expect(sort).toHaveValue('oldest');
    // Back to the page left by that choice: it shows its own sort, and stays.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await appReady(page);
    await expect(sort).toHaveValue('newest');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
  });

  test('a press made in full acts once the app runs', async ({ page }) => {
    const release = await holdScripts(page, '/login');
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    release();
    await appReady(page);
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });

  test('a press made before any script runs acts once they do', async ({ page }) => {
    const release = await holdScripts(page, '/login', { holdBoot: true });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('html')).not.toHaveAttribute('data-build');
    release();
    await appReady(page);
    // Opened once, not toggled twice: pressed again by the app, and by nothing else.
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('[aria-controls="mobile-menu"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a press begun before the app runs and ended after it acts once', async ({ page }) => {
    const release = await holdScripts(page, '/login');
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const show = (await page.getByRole('button', { name: 'Show password' }).boundingBox())!;
    await page.mouse.move(show.x + show.width / 2, show.y + show.height / 2);
    await page.mouse.down();
    release();
    await appReady(page);
    // Pressed again in full once the app runs…
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    // …so the end of the same press reaches nothing: no second click on the button.
    await page.evaluate(() => {
      const counted = window as unknown as { laterClicks: number };
      counted.laterClicks = 0;
      document.addEventListener('click', () => counted.laterClicks++);
    });
    await page.mouse.up();
    await page.getByRole('heading', { name: 'Welcome back' }).click();
    expect(
      await page.evaluate(() => (window as unknown as { laterClicks: number }).laterClicks),
    ).toBe(1);
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  });
});
