/**
 * The pages the server renders for each request (src/client/page-renderer.tsx): the blog
 * list, a post and the 404 page arrive as HTML that shows them, in the visitor's language,
 * and the site island hydrates that HTML with the answers it was rendered from, asking the
 * server for nothing again. Like every page rendered ahead (`/login` is prerendered), their
 * first paint reaches the screen before the app asks for its files.
 */
import type { Page } from '@playwright/test';
import type { Blog, BlogsPage } from '../../src/shared/api-types';
import { BRAND } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { demoPosts, serverAnswers } from './support/public-content';
import { deleteAsAdmin, postBlog } from './admin-content-helpers';
import { gotoReady } from './public-helpers';

/** Counts the page's calls to the blog API. */
function countBlogCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/blogs')) calls.push(request.url());
  });
  return calls;
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/blog shows the posts it was rendered from, with its title', async ({ page }) => {
    const response = await page.goto('/blog');
    const html = await response!.text();
    const [[, list]] = serverAnswers(html) as [[unknown, BlogsPage]];
    expect(list.blogs.length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs & Insights');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(
      list.blogs.map((blog) => blog.title),
    );
    await expect(page).toHaveTitle(`Blogs & Insights · ${BRAND}`);
  });

  test('a post shows its text, its title and its description', async ({ page, request }) => {
    const [post] = await demoPosts(request);
    await page.goto(`/blog-details/${post!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${post!.title} · ${BRAND}`);
    const description = await page.locator('meta[name=description]').getAttribute('content');
    expect(post!.description.replace(/\s+/g, ' ')).toContain(description!.replace(/…$/, ''));
    // Its share links name the post's own address.
    const whatsApp = page.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    await expect(whatsApp).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/blog-details/${post!._id}`)),
    );
  });

  test('in Hindi, the blog is rendered in Hindi', async ({ page }) => {
    await page.goto('/blog?lang=hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ब्लॉग और जानकारी');
  });

  test("a post is rendered in its version in the page's language, else in English marked as English", async ({
    page,
    adminApi,
  }) => {
    const hindi = {
      title: `रात में अलाइनर ${Date.now()}`,
      category: 'देखभाल',
      description: 'रात भर अलाइनर पहनें, और सुबह उन्हें धोएँ।',
    };
    const blog = await postBlog(adminApi, {
      title: `Aligners at night ${Date.now()}`,
      description: 'Wear them all night, and rinse them in the morning.',
      translations: { hi: hindi },
    });
    try {
      const hindiPage = await page.goto(`/blog-details/${blog._id}?lang=hi`);
      const [[key, post]] = serverAnswers(await hindiPage!.text()) as [[string, Blog]];
      expect(key).toContain('lang=hi');
      expect(post).toMatchObject({ title: hindi.title, lang: 'hi' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindi.title);
      await expect(page.locator('article [lang]')).toHaveCount(0);
      await expect(page).toHaveTitle(`${hindi.title} · ${BRAND}`);
      await expect(page.locator('meta[name=description]')).toHaveAttribute(
        'content',
        hindi.description,
      );

      await page.goto(`/blog-details/${blog._id}?lang=mr`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(blog.title);
      await expect(heading).toHaveAttribute('lang', 'en');
      await expect(page.getByText('ही पोस्ट फक्त इंग्रजीत उपलब्ध आहे.')).toBeVisible();
    } finally {
      await deleteAsAdmin(adminApi, `/api/blogs/${blog._id}`);
    }
  });
});

test('the blog hydrates its HTML without asking for the posts again', async ({ page }) => {
  const calls = countBlogCalls(page);
  await gotoReady(page, '/blog');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Interactive: the sort menu works.
  await page.getByRole('combobox', { name: 'Sort posts' }).selectOption({ label: 'Oldest First' });
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  // Neither page asked the API from the browser: each came with its answer.
  expect(calls).toEqual([]);
});

test('a post hydrates its HTML without asking for it again', async ({ page, request }) => {
  const [post] = await demoPosts(request);
  const calls = countBlogCalls(page);
  await gotoReady(page, `/blog-details/${post!._id}`);
  await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  await page.getByRole('link', { name: '← All posts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs & Insights' })).toBeVisible();
  expect(calls).toEqual([]);
});

test("a post's words stay words in the page, whatever they hold", async ({ page, adminApi }) => {
  // Markup, a comment, and the names of the page template's slots (src/shared/page-render.ts).
  const title = `</script><script>window.injected=1</script><!-- __PAGE_PATH__ <!--page-html--> ${Date.now()}`;
  const blog: Blog = await postBlog(adminApi, {
    title,
    description: 'A $& and $1 stay as typed. </script> too.',
  });
  try {
    const response = await page.request.get(`/blog-details/${blog._id}`);
    const html = await response.text();
    // One script tag, the page's own; the answer it carries reads back as it was.
    expect(html.match(/<script\b/g)).toHaveLength(2); // the module and the JSON answer
    const [[, data]] = serverAnswers(html) as [[unknown, Blog]];
    expect(data.title).toBe(title);
    expect(html).toContain(`<div id="root" data-prerendered="/blog-details/${blog._id}"`);
    await gotoReady(page, `/blog-details/${blog._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('A $& and $1 stay as typed. </script> too.')).toBeVisible();
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  } finally {
    await deleteAsAdmin(adminApi, `/api/blogs/${blog._id}`);
  }
});

for (const path of ['/blog', '/login']) {
  test(`${path}: its first paint has reached the screen before the app asks for its files`, async ({
    page,
  }) => {
    await gotoReady(page, path);
    const { paintedAt, asked } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      asked: performance
        .getEntriesByType('resource')
        .find((entry) => /^\/assets\/react-[\w-]+\.js$/.test(new URL(entry.name).pathname))
        ?.startTime,
    }));
    expect(paintedAt).toBeDefined();
    expect(asked).toBeGreaterThanOrEqual(paintedAt!);
  });
}
