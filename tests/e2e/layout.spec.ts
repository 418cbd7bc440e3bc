/**
 * The public header, drawer and footer (docs/product-spec.md §2 "Public header and drawer",
 * "Footer").
 */
import { CLINIC_CONTACT } from '../../src/shared/constants';
import { E2E_ADMIN } from './support/config';
import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import {
  collectErrors,
  DESKTOP,
  gotoReady,
  PHONE,
  signInContext,
  storedToken,
} from './public-helpers';
import { screenshotWidths } from './support/screenshots';

test.describe('header on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('signed out: the five links and a Login button', async ({ page }) => {
    await gotoReady(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['Home', 'Blog', 'Career', 'About', 'Contact']);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/blog', '/career', '/about', '/contact']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await login.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in: greeting with the first name, dashboard link and Logout to /login', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient({ name: 'Meera Kapoor Shah' });
    await signInContext(page, adminApi.request, { email: patient.email, password });
    await gotoReady(page, '/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const greeting = banner.getByRole('button', { name: 'Hi, Meera' });
    await expect(greeting).toBeVisible();

    await greeting.click();
    await expect(page.getByRole('menu')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('an admin gets the admin dashboard link instead', async ({ page, adminApi }) => {
    await signInContext(page, adminApi.request, E2E_ADMIN);
    await gotoReady(page, '/');
    await page.getByRole('banner').getByRole('button', { name: /^Hi, / }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    await expect(page.getByRole('menuitem', { name: 'Dashboard', exact: true })).toHaveCount(0);
  });
});

test.describe('drawer below the md breakpoint (375 px)', () => {
  test.use({ viewport: PHONE });

  test('signed out: default avatar, "Let\'s get started!", links, Login', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // Styled: the drawer's CSS comes with its code (the page's first load has none of it).
    await expect(drawer).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(drawer.locator('img')).toHaveAttribute('src', '/images/avatars/default.svg');
    await expect(drawer).toContainText("Let's get started!");
    await expect(drawer.getByRole('navigation', { name: 'Menu' }).getByRole('link')).toHaveText([
      'Home',
      'Blog',
      'Career',
      'About',
      'Contact',
    ]);
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(drawer).toBeHidden();
    // A plain link of the site island: /about is a new page, which hydrates first.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed in: avatar by gender and Logout', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient({
      name: 'Kabir Rao',
      gender: 'male',
    });
    await signInContext(page, adminApi.request, { email: patient.email, password });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.locator('img')).toHaveAttribute('src', '/images/avatars/male.svg');
    await expect(drawer).toContainText('Hi, Kabir');
    await expect(drawer).not.toContainText("Let's get started!");
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
  });

  test('any gender other than male gets the female image', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient({ gender: 'other' });
    await signInContext(page, adminApi.request, { email: patient.email, password });
    await gotoReady(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').locator('img')).toHaveAttribute(
      'src',
      '/images/avatars/female.svg',
    );
  });
});

test.describe('footer', () => {
  test.use({ viewport: DESKTOP });

  test('links, placeholders, contact details and copyright', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    const hrefs = await quick.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/blog', '/career', '/about', '/dashboard', '/contact']);

    const terms = footer.locator('a', { hasText: 'Terms & Conditions' });
    await expect(terms).toBeVisible();
    expect(await terms.getAttribute('href')).toBeNull();
    expect(await terms.getAttribute('target')).toBeNull();
    // The privacy notice is a page of its own.
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    const social = footer.getByRole('list', { name: 'Social media' }).locator('a');
    await expect(social).toHaveCount(3);
    await expect(social.nth(0)).toHaveAttribute('href', CLINIC_CONTACT.instagram);
    expect(await social.nth(1).getAttribute('href')).toBeNull();
    expect(await social.nth(2).getAttribute('href')).toBeNull();

    await expect(footer).toContainText('Mumbai');
    await expect(footer.getByRole('link', { name: CLINIC_CONTACT.phone })).toHaveAttribute(
      'href',
      /^tel:\+91/,
    );
    await expect(footer.getByRole('link', { name: CLINIC_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${CLINIC_CONTACT.email}`,
    );
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(footer).toContainText(`© ${year} TapAlign. All rights reserved.`);
  });

  test('newsletter: a valid email is required, then it subscribes and thanks', async ({ page }) => {
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Enter valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    const address = `smile-${Date.now()}@example.com`;
    await email.fill(address);
    const request = page.waitForRequest(
      (r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST',
    );
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    expect((await request).postDataJSON()).toEqual({ email: address });
    await expect(footer.getByRole('status')).toContainText('Thank you for subscribing!');
  });
});

/** The year a page's HTML was rendered with: a prerendered page's is its build's. */
async function renderedYear(page: Page, path: string): Promise<number> {
  const html = await (await page.request.get(path)).text();
  const match = /<time dateTime="(\d{4})" data-copyright-year="">\1<\/time>/.exec(html);
  expect(match, 'the HTML shows its year').not.toBeNull();
  return Number(match![1]);
}

test.describe("the footer's year comes from the clock", () => {
  test.use({ viewport: DESKTOP });

  for (const [label, path, signedIn] of [
    ['a prerendered page, hydrated by the site island', '/', false],
    ['a page rendered for the request (the blog)', '/blog', false],
    ['a prerendered page, hydrated by the full app', '/about', true],
  ] as const) {
    test(`${label}: built one year, opened the next`, async ({ page, adminApi }) => {
      const errors = collectErrors(page);
      if (signedIn) {
        const { patient, password } = await adminApi.registerPatient();
        await signInContext(page, adminApi.request, { email: patient.email, password });
      }
      const built = await renderedYear(page, path);
      // Mid-January of the next year, on the reader's clock.
      await page.clock.install({ time: new Date(`${built + 1}-01-15T10:00:00+05:30`) });
      await gotoReady(page, path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`© ${built + 1} TapAlign. All rights reserved.`);
      await expect(footer.locator('time')).toHaveAttribute('datetime', String(built + 1));
      // Hydrated without a mismatch: React reports one as an error.
      expect(errors).toEqual([]);
    });
  }

  test('the same year as the build: nothing changes', async ({ page }) => {
    const errors = collectErrors(page);
    const built = await renderedYear(page, '/contact');
    await page.clock.install({ time: new Date(`${built}-06-15T10:00:00+05:30`) });
    await gotoReady(page, '/contact');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${built} TapAlign.`);
    expect(errors).toEqual([]);
  });
});

for (const width of [390, 1440]) {
  test(`the footer's two legal links share one line and one height at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoReady(page, '/');
    const footer = page.getByRole('contentinfo');
    const terms = (await footer.locator('a', { hasText: 'Terms & Conditions' }).boundingBox())!;
    const privacy = (await footer.getByRole('link', { name: 'Privacy Policy' }).boundingBox())!;
    expect(terms.height).toBe(privacy.height);
    expect(terms.y).toBe(privacy.y);
    // A thumb-sized target each.
    expect(privacy.height).toBeGreaterThanOrEqual(44);
    await footer.scrollIntoViewIfNeeded();
    await screenshotWidths(page, 'footer-legal', [width]);
  });
}

test.describe('the phone header (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the language switcher is in the header itself, beside the menu button', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/about');
    const banner = page.getByRole('banner');
    const switcher = banner.getByRole('combobox', { name: 'Language · भाषा' });
    await expect(switcher).toBeVisible();
    const box = (await switcher.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    const burger = (await banner.getByRole('button', { name: 'Open menu' }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(burger.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await switcher.selectOption('mr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
    await expect(page.getByRole('button', { name: 'मेनू उघडा' })).toBeVisible();
    await screenshotWidths(page, 'phone-header-mr', [390]);
    await switcher.selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await screenshotWidths(page, 'phone-header-hi', [390]);
    expect(errors).toEqual([]);
  });

  test('Escape closes the drawer and gives the focus back to the menu button', async ({ page }) => {
    await gotoReady(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    // The first opening loads the drawer, which mounts already open.
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    // Behind the open drawer, the header is out of reach like the rest of the page.
    await expect(page.getByRole('banner')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // And again, by the keyboard, then the close button.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // Escape pressed at once, before the drawer has moved the focus into itself.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
  });
});

/**
 * A slow phone paints a long page while still reading it: what is read last (the footer's
 * lower part, the header's menu button) must not move what was already painted.
 */
test.describe('a page painted before it is read whole (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  for (const path of ['/login-mobile', '/login', '/']) {
    test(`${path}: the footer stands where the page ends, whatever of it is read`, async ({
      page,
    }) => {
      await page.goto(path);
      const footerTop = () =>
        page.evaluate(() => document.querySelector('#root footer')!.getBoundingClientRect().top);
      const mainBottom = await page.evaluate(
        () => document.querySelector('#main')!.getBoundingClientRect().bottom,
      );
      const whole = await footerTop();
      expect(whole).toBe(mainBottom);
      // The footer as first painted: its opening only.
      await page.evaluate(() => {
        const footer = document.querySelector('#root footer')!;
        footer.replaceChildren(footer.firstElementChild!);
      });
      expect(await footerTop()).toBe(whole);
    });
  }

  // Prerendered, server-rendered, the 404 page, the dashboard's page shell.
  for (const path of ['/login', '/blog', '/no-such-page', '/dashboard']) {
    test(`${path}: the first paint waits for the end of the page`, async ({ page }) => {
      await page.goto(path);
      const held = await page.evaluate(() => {
        const expect = document.querySelector('head link[rel="expect"][blocking="render"]');
        const end = document.querySelector(expect?.getAttribute('href') ?? '#none');
        const root = document.getElementById('root')!;
        return {
          end: end?.id,
          afterRoot: Boolean(
            end && root.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
          inRoot: root.contains(end),
        };
      });
      expect(held).toEqual({ end: 'page-end', afterRoot: true, inRoot: false });
    });
  }

  test('the header: the language switcher stays put when the menu button is read', async ({
    page,
  }) => {
    await page.goto('/about');
    const switcherX = () =>
      page.evaluate(() => document.querySelector('header select')!.getBoundingClientRect().x);
    const whole = await switcherX();
    await page.evaluate(() =>
      document.querySelector('header [aria-controls="mobile-menu"]')!.remove(),
    );
    expect(await switcherX()).toBe(whole);
  });
});
