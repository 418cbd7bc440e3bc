/** Shared steps of the admin content specs: an admin browser, unique names, screenshots. */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { expect, type AdminApi } from './support/fixtures';

export { expectNoAxeViolations } from './support/axe';

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
 * With ADMIN_SCREENSHOTS set (a folder, or `1` for /work/shots/admin): full-page screenshots at
 * the widths the admin is built for, for a person to look at; the viewport is put back after.
 */
export async function screenshotWidths(page: Page, name: string) {
  const setting = process.env.ADMIN_SCREENSHOTS;
  if (!setting) return;
  const folder = setting === '1' ? '/work/shots/admin' : setting;
  const viewport = page.viewportSize();
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // The sidebar slides in or out at the breakpoint: shoot once it has settled.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
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
