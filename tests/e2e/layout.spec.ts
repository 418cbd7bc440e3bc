/**
 * The public header, drawer and footer (docs/product-spec.md §2 "Public header and drawer",
 * "Footer").
 */
import { CLINIC_CONTACT } from '../../src/shared/constants';
import { E2E_ADMIN } from './support/config';
import { expect, test } from './support/fixtures';
import { DESKTOP, gotoReady, PHONE, signInContext, storedToken } from './public-helpers';

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
    await expect(footer).toContainText('© 2025');
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
