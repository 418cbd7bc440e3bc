/**
 * The site (docs/architecture.md, "First load"): every visitor, signed in or not, gets /blog and
 * the prerendered pages without the router or the app's start, and everything on them still
 * works; the app's pages are a page load away.
 */
import type { Page } from '@playwright/test';
import { filesFetched } from './support/files-fetched';
import { BLOG_PAGE_SIZE } from '../../src/shared/constants';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { gotoReady, signInContext, storedToken } from './public-helpers';
import { signInWithPassword } from './patient-helpers';

/** The files of the full app (its router, its start, TanStack Query), as the page fetches them. */
const fullAppFiles = (page: Page) => filesFetched(page, /^(router|main|queries)$/);

test('a signed-out visitor pages and sorts the blog with the island alone', async ({ page }) => {
  const fullApp = fullAppFiles(page);
  // The sign-in and contact forms' code (schemas, passkeys) is not the blog's.
  const formCode = filesFetched(page, /^island-forms$/);
  await gotoReady(page, '/blog');
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await expect(page).toHaveTitle(/^Blogs & Insights · /);
  await expect(page.getByRole('link', { name: 'Next →' })).toHaveAttribute(
    'href',
    '/blog?page=2&sort=newest',
  );
  const firstPost = page.getByRole('article').first().getByRole('link');
  await expect(firstPost).toHaveAttribute('href', /^\/blog-details\/[\w-]+$/);

  await page.getByRole('combobox', { name: 'Sort posts' }).selectOption({ label: 'Oldest First' });
  await expect(page).toHaveURL(/\/blog\?page=1&sort=oldest$/);
  await expect(page.getByRole('combobox', { name: 'Sort posts' })).toHaveValue('oldest');
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  expect(fullApp).toEqual([]);
  expect(formCode).toEqual([]);
});

test('the site loads its files without announcing each with a preload link', async ({ page }) => {
  const html = await (await page.request.get('/contact')).text();
  const inHtml = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  expect(inHtml.length).toBeGreaterThan(0);
  await page.goto('/contact');
  const announced = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
  // The site's start and the page's own files (its form, Mantine's inputs) have loaded by now,
  // none through a link.
  const added = (await announced()).filter((path) => !inHtml.includes(path));
  expect(added).toEqual([]);
});

test('a malformed blog address falls back to the first page, newest first', async ({ page }) => {
  await gotoReady(page, '/blog?page=-3&sort=sideways');
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort posts' })).toHaveValue('newest');
});

test('the blog list offers a retry when the posts cannot be loaded', async ({ page }) => {
  expectConsoleErrors(
    page,
    /Failed to load resource/,
    /ApiError: Service unavailable/, // React reports the error its boundary shows
  );
  // The installed app's service worker answers /blog with the app shell it keeps, and the
  // island renders the list; the server fails every attempt until the visitor retries (a
  // connection that fails is the offline notice's case, tests/e2e/pwa-blog-offline.spec.ts).
  const shell = await page.request.get('/shell.html');
  await page.route(/\/blog$/, (route) => route.fulfill({ response: shell }));
  let failing = true;
  await page.route('**/api/blogs?*', (route) =>
    failing
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
      : route.fallback(),
  );
  await gotoReady(page, '/blog');
  const alert = page.getByRole('alert').filter({ hasText: 'The posts could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
  failing = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await expect(alert).toBeHidden();
});

test('a signed-out visitor signs in on the island and lands where a guard stopped them', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  const fullApp = fullAppFiles(page);
  await gotoReady(page, '/login?redirect=%2Fcontact%3Ffrom%3Dnfc');
  await expect(page).toHaveTitle(/^Log in · /);
  await expect(page.getByRole('link', { name: 'Log in via Mobile' })).toHaveAttribute(
    'href',
    '/login-mobile?redirect=%2Fcontact%3Ffrom%3Dnfc',
  );
  expect(fullApp).toEqual([]);

  await signInWithPassword(page, patient.email, password);
  await expect(page).toHaveURL(/\/contact\?from=nfc$/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  expect(await storedToken(page)).toMatch(/.{20,}/);
  // The next page is the site's too, now greeting the visitor.
  await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
  expect(fullApp).toEqual([]);
});

test('a signed-in visitor gets the site on every public page, greeted by name', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await signInContext(page, adminApi.request, { email: patient.email, password });
  const fullApp = fullAppFiles(page);
  const firstName = patient.name.split(' ')[0]!;
  for (const path of ['/', '/blog', '/career', '/contact']) {
    await gotoReady(page, path);
    await expect(page.getByRole('button', { name: `Hi, ${firstName}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeHidden();
  }
  expect(fullApp).toEqual([]);

  // The app's pages are a page load away.
  await page.getByRole('button', { name: `Hi, ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's shell paints its heading before the app has started: wait for the app.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(fullApp.length).toBeGreaterThan(0);
});

test('a signed-in visitor opening a sign-in page goes on to the dashboard', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await signInContext(page, adminApi.request, { email: patient.email, password });
  for (const signInPage of ['/login', '/login-mobile']) {
    await page.goto(signInPage);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Your treatment' })).toBeVisible();
  }
});
