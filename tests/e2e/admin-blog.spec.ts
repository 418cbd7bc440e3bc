import type { Blog } from '../../src/shared/api-types';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import {
  deleteAsAdmin,
  deleteRowDecliningFirst,
  dropFile,
  expectNoAxeViolations,
  openAdminPage,
  pngImage,
  postBlog,
  rowWith,
  screenshotAndAxe,
  signInAsAdmin,
  toast,
  uniqueName,
} from './admin-content-helpers';

// Long, like a real post: the public list's cards show only an excerpt of it.
const DESCRIPTION =
  'Clean your aligners every morning and evening. Rinse them in lukewarm water, brush them ' +
  'gently with a soft toothbrush, and never use hot water, which can warp the plastic. Keep ' +
  'them in their case whenever they are out of your mouth.';

test.describe('admin: blog', () => {
  test.beforeEach(async ({ page, adminApi }) => signInAsAdmin(page, adminApi));

  test('refuses a blog without a title or an image, and a wrong or oversized file, before any upload', async ({
    page,
  }) => {
    await openAdminPage(page, '/admin/blog', 'Blog');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/blogs')) posts.push('POST');
    });
    await page.getByRole('button', { name: 'Post a Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a Blog' });
    await expect(dialog.getByText('JPEG, PNG, WebP or AVIF, up to 2 MB')).toBeVisible();

    await dialog.getByRole('button', { name: 'Post blog' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByText('Add an image for the blog')).toBeVisible();
    const dropzone = dialog.locator('.mantine-Dropzone-root');
    await dropFile(dropzone, { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hi') });
    await expect(dialog.getByText('Only JPEG, PNG, WebP or AVIF images are allowed')).toBeVisible();
    await dropFile(dropzone, {
      name: 'huge.png',
      type: 'image/png',
      bytes: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(dialog.getByText('The image must be at most 2 MB')).toBeVisible();
    expect(posts).toEqual([]);
  });

  test('posts a blog with a dropped image, edits it and deletes it; the public list follows', async ({
    page,
  }) => {
    const title = uniqueName('Aligner care');
    await openAdminPage(page, '/admin/blog', 'Blog');

    // Load the public list once, so it sits in the cache while the admin changes the blog.
    await page.getByRole('link', { name: 'Homepage' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Blogs & Insights' })).toBeVisible();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();

    await page.getByRole('button', { name: 'Post a Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a Blog' });
    const dropzone = dialog.locator('.mantine-Dropzone-root');
    await dropFile(dropzone, { name: 'cover.png', type: 'image/png', bytes: await pngImage() });
    await expect(dialog.getByRole('img', { name: 'Preview of the blog image' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await expect(dialog.getByText('cover.png')).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Category').fill('Aligner care');
    await dialog.getByLabel('Description').fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Post blog' }).click();
    await expect(toast(page, 'Blog posted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowWith(page, title);
    await expect(row).toContainText('Clean your…');
    await expect(row).not.toContainText(DESCRIPTION);

    // Forward to the public list, which shows the new post straight away.
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Blogs & Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.goBack();
    await page.goBack();

    // Edit without a new image: the current one stays.
    await rowWith(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await expect(page).toHaveURL(/\/admin\/edit-blog\/[0-9a-f-]{36}$/);
    const blogId = page.url().split('/').pop()!;
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByRole('img', { name: 'Preview of the blog image' })).toHaveAttribute(
      'src',
      /^\/api\/files\//,
    );
    const edited = `${title} (updated)`;
    await page.getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Blog updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog/);
    await expect(rowWith(page, edited)).toBeVisible();
    const { blog } = (await (await page.request.get(`/api/blogs/${blogId}`)).json()) as {
      blog: Blog;
    };
    expect(blog.title).toBe(edited);
    expect(blog.image).toMatch(/^\/api\/files\//);

    await deleteRowDecliningFirst(page, edited, 'Blog deleted successfully');
    expect((await page.request.get(`/api/blogs/${blogId}`)).status()).toBe(404);

    await page.getByRole('link', { name: 'Homepage' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Blogs & Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: edited })).toHaveCount(0);
  });

  test('adds Hindi and Marathi versions of a post, each shown to its readers', async ({
    page,
    adminApi,
  }) => {
    const title = uniqueName('Night wear');
    const hindiTitle = `रात में पहनना ${title.split(' ').pop()}`;
    const marathiTitle = `रात्री घालणे ${title.split(' ').pop()}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAdminPage(page, '/admin/blog', 'Blog');
    await page.getByRole('button', { name: 'Post a Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a Blog' });
    await dropFile(dialog.locator('.mantine-Dropzone-root'), {
      name: 'cover.png',
      type: 'image/png',
      bytes: await pngImage(),
    });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill(DESCRIPTION);
    await dialog.getByRole('checkbox', { name: 'Add a Hindi version' }).check();

    // A version is checked by the English rules: its title is required.
    await dialog.getByRole('button', { name: 'Post blog' }).click();
    await expect(dialog.getByLabel('Title (Hindi)')).toBeFocused();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title (Hindi)').fill(hindiTitle);
    await dialog.getByLabel('Category (Hindi)').fill('देखभाल');
    await dialog.getByLabel('Description (Hindi)').fill('रात भर अलाइनर पहनें।');
    await screenshotAndAxe(page, 'blog-modal-hindi');
    await dialog.getByRole('button', { name: 'Post blog' }).click();
    await expect(toast(page, 'Blog posted successfully')).toBeVisible();

    // The edit page holds the Hindi version; the Marathi one is added there.
    await rowWith(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    const blogId = page.url().split('/').pop()!;
    await expect(page.getByLabel('Title (Hindi)')).toHaveValue(hindiTitle);
    const marathi = page.getByRole('checkbox', { name: 'Add a Marathi version' });
    await expect(marathi).not.toBeChecked();
    await marathi.check();
    await page.getByLabel('Title (Marathi)').fill(marathiTitle);
    await page.getByLabel('Description (Marathi)').fill('रात्रभर अलाइनर घाला.');
    await screenshotAndAxe(page, 'edit-blog-versions');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Blog updated successfully')).toBeVisible();

    // Each language's readers get their own version, not marked as English.
    for (const [language, heading] of [
      ['hi', hindiTitle],
      ['mr', marathiTitle],
    ] as const) {
      await page.goto(`/blog-details/${blogId}?lang=${language}`);
      const title1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(title1).toBeVisible();
      await expect(title1).not.toHaveAttribute('lang', 'en');
    }
    await deleteAsAdmin(adminApi, `/api/blogs/${blogId}`);
  });

  test('an unknown blog id shows "Blog not found" with the way back', async ({ page }) => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectConsoleErrors(page, new RegExp(`status of 404 .*/api/blogs/${missing}`));
    await page.goto(`/admin/edit-blog/${missing}`);
    await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to blogs' }).click();
    await expect(page).toHaveURL(/\/admin\/blog/);
  });

  test('the blog page, its modal and the edit page have no axe violations', async ({
    page,
    adminApi,
  }) => {
    const title = uniqueName('Axe blog');
    const blog = await postBlog(adminApi, { title, description: DESCRIPTION });

    await openAdminPage(page, '/admin/blog', 'Blog');
    await expect(rowWith(page, title)).toBeVisible();
    await screenshotAndAxe(page, 'blog');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Post a Blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a Blog' });
    await dropFile(dialog.locator('.mantine-Dropzone-root'), {
      name: 'cover.png',
      type: 'image/png',
      bytes: await pngImage(),
    });
    await expect(dialog.getByRole('img', { name: 'Preview of the blog image' })).toBeVisible();
    await screenshotAndAxe(page, 'blog-modal');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/edit-blog/${blog._id}`);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await screenshotAndAxe(page, 'edit-blog');

    await deleteAsAdmin(adminApi, `/api/blogs/${blog._id}`);
  });
});
