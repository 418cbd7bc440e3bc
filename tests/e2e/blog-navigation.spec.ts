/**
 * Moving between the blog list and its posts keeps what a browser promises: a post opens in
 * the same document (the list stays painted until the post replaces it, no blank page load),
 * and Back returns to the list where the reader left it — for a signed-out visitor (the site
 * island) and a signed-in one (the full app's router).
 */
import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE, BRAND } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { gotoReady, signInContext } from './public-helpers';

// A phone: six cards one under another make a list several screens long.
test.use({ viewport: { width: 390, height: 844 } });

/** A value on `window` that only this document has: it survives same-document navigation. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { documentMark: string }).documentMark = 'list'));
const documentMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { documentMark?: string }).documentMark);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the list to its last post and returns where the page then is. */
async function scrollToLastPost(page: Page) {
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await page.getByRole('article').last().scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(1000);
  return y;
}

/** Opens the last post of the list, then goes Back: the list is where the reader left it. */
async function openLastPostAndComeBack(page: Page) {
  await gotoReady(page, '/blog');
  const listY = await scrollToLastPost(page);
  await markDocument(page);

  const link = page.getByRole('article').last().getByRole('link');
  const title = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/blog-details\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} · ${BRAND}`);
  expect(await documentMark(page)).toBe('list');
  // A post opens at its top.
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog(\?|$)/);
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  await expect(page).toHaveTitle(/^Blogs & Insights · /);
  expect(await documentMark(page)).toBe('list');
  expect(Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(2);
}

test('signed out: a post opens in the same document and Back returns to the same place in the list', async ({
  page,
}) => {
  const fullApp: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/(router|main)-[\w-]+\.js$/.test(path)) fullApp.push(path);
  });
  await openLastPostAndComeBack(page);
  // All of it in the island: the full app was never loaded.
  expect(fullApp).toEqual([]);
});

test('signed out: Back to a list that loads again scrolls it to where the reader left it', async ({
  page,
}) => {
  await gotoReady(page, '/blog');
  const listY = await scrollToLastPost(page);
  // Another page loaded in its place: Back loads the list again (these tests run without the
  // back/forward cache, as a browser does when it cannot keep the page).
  await gotoReady(page, '/about');
  await page.goBack();
  await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
  expect(Math.abs((await scrollY(page)) - listY)).toBeLessThanOrEqual(2);
});

test('signed in: a post opens in the same document and Back returns to the same place in the list', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await signInContext(page, adminApi.request, { email: patient.email, password });
  await openLastPostAndComeBack(page);
});
