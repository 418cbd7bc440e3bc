/** Shared steps of the public-site specs (home, layout, carousel, about, not-found, a11y). */
import type { APIRequestContext, Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { expect } from './support/fixtures';
export { expectNoAxeViolations } from './support/axe';

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/**
 * Opens a page and waits until React owns it: prerendered pages hydrate only after the load
 * event (src/client/first-load/boot.ts), so interactions before that would be lost.
 */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  // A locator wait, not waitForFunction: it keeps working under page.clock.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
}

/** Stops the page's (installed) clock where it is: from then on only `runFor` moves time. */
export async function pauseClock(page: Page) {
  // A little ahead of "now": the page's time keeps flowing until the call arrives.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

/** Logs in through the API and makes every page of this browser context start signed in. */
export async function signInContext(
  page: Page,
  request: APIRequestContext,
  credentials: { email: string; password: string },
) {
  const response = await request.post('/api/users/login', { data: credentials });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { authToken } = (await response.json()) as { authToken: string };
  await page.addInitScript(
    ([key, token]) => {
      // Only the first document of the test: a later logout must stick.
      if (!sessionStorage.getItem('e2e-seeded')) {
        localStorage.setItem(key, token);
        sessionStorage.setItem('e2e-seeded', '1');
      }
    },
    [TOKEN_STORAGE_KEY, authToken] as const,
  );
  return authToken;
}

export const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);

/** Console errors and uncaught exceptions (a hydration mismatch shows up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the browser has rendered two more frames (observers run in between). */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

/** Scrolls the whole page in steps so lazy content and observers all fire. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
