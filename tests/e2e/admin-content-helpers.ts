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

/** Screenshots at the widths the admin is built for, into /tmp for a person to look at. */
export async function screenshotWidths(page: Page, name: string) {
  if (!process.env.ADMIN_SCREENSHOTS) return;
  for (const width of [1440, 768]) {
    await page.setViewportSize({ width, height: 900 });
    // The sidebar slides in or out at the breakpoint: shoot once it has settled.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.screenshot({ path: `/tmp/adm2-${name}-${width}.png`, fullPage: true });
  }
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
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, bytes: [...file.bytes] },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer });
  }
}
