/**
 * A page whose code fails to download reloads once and starts; failing again soon after, it
 * stays as it is, never reloading in a loop (first-load/reload-after-failed-load.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test } from './support/fixtures';

/** The blog page's own module, which the site loads for /blog. */
const BLOG_PAGE_MODULE = /\/assets\/blog-page-[\w-]+\.js$/;

/** The addresses of the documents `page` loads from now on. */
function documentsOf(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  return documents;
}

test('a page whose code failed to download reloads once, then starts', async ({ page }) => {
  let asked = 0;
  await page.route(BLOG_PAGE_MODULE, (route) => (asked++ === 0 ? route.abort() : route.continue()));
  expectConsoleErrors(page, /net::ERR_FAILED \(http:\/\/[^)]+\/assets\/blog-page-/);
  const documents = documentsOf(page);

  await page.goto('/blog');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  expect(documents).toEqual(['/blog', '/blog']);
  expect(asked).toBe(2);
  // The site works: its sort control is React's now.
  await page.getByRole('combobox', { name: 'Sort posts' }).selectOption({ label: 'Oldest First' });
  await expect(page).toHaveURL(/\/blog\?page=1&sort=oldest$/);
});

test('failing again soon after, the page stays as it is: one reload, no loop', async ({ page }) => {
  await page.route(BLOG_PAGE_MODULE, (route) => route.abort());
  expectConsoleErrors(
    page,
    /net::ERR_FAILED \(http:\/\/[^)]+\/assets\/blog-page-/,
    /^uncaught: Failed to fetch dynamically imported module: http:\/\/[^ ]+\/assets\/blog-page-/,
  );
  const documents = documentsOf(page);
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));

  await page.goto('/blog');
  // The first failure reloads without an error; only the second one is left uncaught.
  await expect.poll(() => uncaught.length).toBe(1);
  expect(documents).toEqual(['/blog', '/blog']);
  // The server's HTML is still there to read.
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', '');
});
