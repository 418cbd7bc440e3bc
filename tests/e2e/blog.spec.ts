import type { Page } from '@playwright/test';
import { BLOG_PAGE_SIZE } from '../../src/shared/constants';
import type { Blog } from '../../src/shared/api-types';
import { formatDate } from '../../src/shared/display-dates';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { demoPosts, watchBlogLists } from './support/public-content';
import { gotoReady } from './public-helpers';

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading').allInnerTexts();

/**
 * The cards as the page shows them, against the newest answer the page received for that page
 * of the list: `'the answer'` when they agree. Admin tests post and delete blogs meanwhile, so
 * the list is the one the page was given, not one read earlier.
 */
const showsAnswer =
  (page: Page, lists: ReturnType<typeof watchBlogLists>, n: number, order: 'asc' | 'desc') =>
  async () => {
    const shown = await cardTitles(page);
    const answered = lists.titles(n, order);
    return JSON.stringify(shown) === JSON.stringify(answered) ? 'the answer' : { shown, answered };
  };

test.describe('blog list', () => {
  test('shows six posts per page in a 3-column grid and pages with previous / next', async ({
    page,
  }) => {
    const lists = watchBlogLists(page);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
    const first = await lists.latest(1, 'desc');
    expect(first.totalBlogs).toBeGreaterThanOrEqual(8);
    await expect.poll(showsAnswer(page, lists, 1, 'desc')).toBe('the answer');
    await expect(page.getByText(`Page 1 of ${first.totalPages}`)).toBeVisible();
    await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

    // Three cards side by side on a desktop screen.
    const tops = await page
      .getByRole('article')
      .evaluateAll((cards) => cards.slice(0, 3).map((card) => card.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);

    await page.getByRole('link', { name: 'Next →' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const second = await lists.latest(2, 'desc');
    await expect.poll(showsAnswer(page, lists, 2, 'desc')).toBe('the answer');
    await expect(page.getByText(`Page 2 of ${second.totalPages}`)).toBeVisible();

    await page.getByRole('link', { name: '← Previous' }).click();
    await expect(page).toHaveURL(/[?&]page=1/);
    await expect.poll(showsAnswer(page, lists, 1, 'desc')).toBe('the answer');
  });

  test("sorts with 'Oldest First' and back with 'Newest First'", async ({ page }) => {
    const lists = watchBlogLists(page);
    await page.goto('/blog?page=2');
    await expect(page.getByRole('article').first()).toBeVisible();

    const sort = page.getByRole('combobox', { name: 'Sort posts' });
    await expect(sort).toHaveValue('newest');
    await expect(sort.getByRole('option')).toHaveText(['Newest First', 'Oldest First']);
    await sort.selectOption({ label: 'Oldest First' });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page).toHaveURL(/page=1/);
    await lists.latest(1, 'asc');
    await expect.poll(showsAnswer(page, lists, 1, 'asc')).toBe('the answer');
    // The oldest posts are the demo's, which no test adds to or deletes.
    const oldest = (await cardTitles(page)).join('\n');
    expect(oldest).toBe(
      (await demoPosts(page.request))
        .slice(0, BLOG_PAGE_SIZE)
        .map((b) => b.title)
        .join('\n'),
    );

    await expect(sort).toHaveValue('oldest');
    await sort.selectOption({ label: 'Newest First' });
    await expect(page).toHaveURL(/sort=newest/);
    await lists.latest(1, 'desc');
    await expect.poll(showsAnswer(page, lists, 1, 'desc')).toBe('the answer');
  });
});

test.describe('blog list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows one column with short excerpts', async ({ page }) => {
    const lists = watchBlogLists(page);
    await page.goto('/blog');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(BLOG_PAGE_SIZE);
    const { blogs } = await lists.latest(1, 'desc');
    const lefts = await cards.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // The excerpt is cut after a whole word and never runs past a few lines. Another test may
    // have just posted a short blog: look at the longest description on the page.
    const longest = [...blogs].sort((a, b) => b.description.length - a.description.length)[0]!;
    const card = cards.filter({
      has: page.getByRole('heading', { name: longest.title, exact: true }),
    });
    const excerpt = (await card.locator('p').first().innerText()).trim();
    expect(excerpt.length).toBeLessThan(longest.description.length);
    expect(excerpt).toMatch(/\S…$/);
    expect(longest.description.replace(/\s+/g, ' ')).toContain(excerpt.slice(0, -1));
  });
});

test.describe('blog detail', () => {
  test('opens a post beyond the first page by its direct link', async ({ page, request }) => {
    // The oldest post: a demo post, always on the last page of the newest-first list.
    const blog = (await demoPosts(request))[0]!;
    await page.goto(`/blog-details/${blog._id}`);

    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(page.getByText(blog.category, { exact: true })).toBeVisible();
    await expect(page.getByText(`Added By ${blog.addedBy}`)).toBeVisible();
    await expect(page.getByText(formatDate(blog.createdAt, 'en'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Case Study' })).toBeVisible();
    const firstParagraph = blog.description.split(/\n\s*\n/)[0]!.trim();
    await expect(page.getByText(firstParagraph, { exact: true })).toBeVisible();

    const share = page.getByRole('group', { name: 'Share this post' });
    const encoded = encodeURIComponent(page.url());
    for (const [name, prefix] of [
      ['WhatsApp', 'https://wa.me/?text='],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ['X', `https://x.com/intent/post?url=${encoded}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ] as const) {
      const link = share.getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      expect(await link.getAttribute('href')).toContain(prefix);
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Chromium on Linux has the Web Share API only in some builds: the button follows it.
    const hasShare = await page.evaluate(() => 'share' in navigator);
    await expect(share.getByRole('button', { name: 'Share with another app' })).toHaveCount(
      hasShare ? 1 : 0,
    );
  });

  test('renders a post from the loaded list at once, without waiting for the server', async ({
    page,
  }) => {
    const lists = watchBlogLists(page);
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(BLOG_PAGE_SIZE);
    const { blogs } = await lists.latest(1, 'desc');
    const blog: Blog = blogs[1]!;
    // Hold the post's own request until the post is on screen: the page must not need it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isThePost = (url: URL) => url.pathname === `/api/blogs/${blog._id}`;
    await page.route(isThePost, async (route) => {
      await held;
      // The post as the list gave it: an admin test may have deleted it since.
      await route.fulfill({ json: { blog } }).catch(() => undefined);
    });
    await page.getByRole('link', { name: blog.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${blog._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(page.getByText(`Added By ${blog.addedBy}`)).toBeVisible();
    release();
  });

  test('shows the not-found view for an unknown id, and only for a 404', async ({ page }) => {
    expectConsoleErrors(
      page,
      /status of 503 .*\/api\/blogs\/0b8f5a2e/,
      /ApiError: Service unavailable/, // React reports the error its error boundary shows
    );
    await page.goto('/blog-details/7d0c4b1e-2a53-4c1a-9d55-6f0f3a4b2c10');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blogs & Insights' }).click();
    await expect(page.getByRole('heading', { name: 'Blogs & Insights' })).toBeVisible();

    await page.goto('/blog-details/not-a-post');
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toBeVisible();

    // A server failure is not "not found": it offers a retry instead. The list opens the
    // post in the page, which asks the server for it.
    const id = '0b8f5a2e-6c1d-4e7a-8f3b-2d9c4e5f6a7b';
    // By its path: the post is asked for in the page's language (`?lang=en`).
    await page.route(
      (url) => url.pathname === `/api/blogs/${id}`,
      (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await gotoReady(page, '/blog');
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'A post' });
      document.querySelector('main')!.append(link);
    }, `/blog-details/${id}`);
    await page.getByRole('link', { name: 'A post', exact: true }).click();
    await expect(page.getByText('This post could not be loaded')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Blog post not found' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
