/** Shared steps of the admin content specs: an admin browser, unique names, screenshots. */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Blog, Job } from '../../src/shared/api-types';
import type { BlogText, JobInput } from '../../src/shared/schemas/content';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { expectNoAxeViolations } from './support/axe';
import { expect, uniqueAddress, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { DESKTOP_WIDE, TABLET } from './admin-helpers';

export { expectNoAxeViolations };

let counter = 0;
/** A name no other test (or earlier run) uses. */
export const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Makes every page of this browser context start signed in as the e2e admin. */
export async function signInAsAdmin(page: Page, adminApi: AdminApi) {
  await page.addInitScript(
    ([key, token]) => {
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem(key, token);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [TOKEN_STORAGE_KEY, adminApi.token] as const,
  );
}

/** Opens an admin page and waits for its heading. */
export async function openAdminPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The toast with this text (admin toasts close by themselves after 3 s). */
export const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** The table row holding this text. */
export const rowWith = (page: Page, text: string) =>
  page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

export const authHeader = (adminApi: AdminApi) => ({ Authorization: `Bearer ${adminApi.token}` });

/**
 * Posts a blog as the admin, through the API (with a small PNG as its image), with its Hindi
 * and Marathi versions when given.
 */
export async function postBlog(
  adminApi: AdminApi,
  {
    title,
    description,
    translations,
  }: { title: string; description: string; translations?: Partial<Record<'hi' | 'mr', BlogText>> },
): Promise<Blog> {
  const created = await adminApi.request.post('/api/blogs', {
    headers: authHeader(adminApi),
    multipart: {
      data: JSON.stringify({ title, category: 'News', description, addedBy: '', translations }),
      image: { name: 'a.png', mimeType: 'image/png', buffer: await pngImage() },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { blog: Blog }).blog;
}

/** Posts a job as the admin, through the API, from an address of its own (the rate limits). */
export async function postJob(adminApi: AdminApi, job: JobInput): Promise<Job> {
  const created = await adminApi.request.post('/api/jobs', {
    headers: { ...authHeader(adminApi), 'X-Forwarded-For': uniqueAddress() },
    data: job,
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { job: Job }).job;
}

/** Deletes a test's own record as the admin, through the API. */
export async function deleteAsAdmin(adminApi: AdminApi, path: string) {
  const removed = await adminApi.request.delete(path, { headers: authHeader(adminApi) });
  expect(removed.status(), await removed.text()).toBe(200);
}

/**
 * A row's Delete asks the browser's confirmation (edit-delete-column.tsx): declined, the row
 * stays with 'Deletion cancelled.'; accepted, it goes with the `deleted` toast.
 */
export async function deleteRowDecliningFirst(page: Page, name: string, deleted: string) {
  const deleteButton = rowWith(page, name).getByRole('button', { name: `Delete ${name}` });
  page.once('dialog', (confirm) => {
    expect(confirm.type()).toBe('confirm');
    expect(confirm.message()).toContain(name);
    void confirm.dismiss();
  });
  await deleteButton.click();
  await expect(toast(page, 'Deletion cancelled.')).toBeVisible();
  await expect(rowWith(page, name)).toBeVisible();

  page.once('dialog', (confirm) => void confirm.accept());
  await deleteButton.click();
  await expect(toast(page, deleted)).toBeVisible();
  await expect(rowWith(page, name)).toHaveCount(0);
}

/** The widths the admin is built for: the clinic's desktop and a tablet. */
export const ADMIN_WIDTHS = [DESKTOP_WIDE.width, TABLET.width] as const;

/** An admin screen as it stands: photographed (support/screenshots.ts), then checked with axe. */
export async function screenshotAndAxe(page: Page, name: string) {
  await screenshotWidths(page, name, ADMIN_WIDTHS);
  await expectNoAxeViolations(page);
}

/** A real PNG (made with sharp), for uploads. */
export function pngImage(width = 64, height = 40): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0b6e69' } })
    .png()
    .toBuffer();
}

/** Drops a file on an element the way a browser drag-and-drop does (dragenter, dragover, drop). */
export async function dropFile(
  target: Locator,
  file: { name: string; type: string; bytes: Buffer },
) {
  // The bytes travel as one base64 string: as an array of numbers, a 2 MB file took the
  // protocol most of a minute on a busy machine.
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer });
  }
}
