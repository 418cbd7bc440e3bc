/**
 * Toast timing under Playwright's clock. The page's clock is paused before the toast is asked
 * for; the toast's host then loads with the first toast (a lazy chunk, and React reveals it on
 * a timer), so how much of the page's time that takes depends on how busy the machine is.
 * `runUntilShown` moves the page's time on in small steps until the toast is there; from then
 * on the test moves it exactly, so a toast is never judged by the machine's speed.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

const STEP_MS = 100;

/** Moves the paused clock on, 100 ms at a time, until `toast` shows. */
export async function runUntilShown(page: Page, toast: Locator) {
  const deadline = Date.now() + 60_000;
  while (!(await toast.isVisible())) {
    if (Date.now() > deadline) await expect(toast).toBeVisible({ timeout: 1 });
    await page.clock.runFor(STEP_MS);
  }
}

/**
 * A toast just shown stays `closesAfterMs`, then goes: seen at most a few steps after it
 * appeared, it is still up 300 ms before its time, and gone (its exit included) 500 ms after.
 */
export async function expectToastFor(page: Page, toast: Locator, closesAfterMs: number) {
  await runUntilShown(page, toast);
  await page.clock.runFor(closesAfterMs - 300);
  await expect(toast).toBeVisible();
  await page.clock.runFor(800);
  await expect(toast).toHaveCount(0);
}
