/**
 * Screenshots for a person to look at (STYLE.md "Look at what you built"), taken only when
 * SCREENSHOT_DIR is set: `SCREENSHOT_DIR=/some/dir npx playwright test …` writes
 * `<dir>/<name>-<width>.png` for each width, whole page, once every animation has settled.
 */
import type { Page } from '@playwright/test';
import { waitForAnimationsToSettle } from './animations';

export async function screenshotWidths(page: Page, name: string, widths: readonly number[]) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  // From the top: a sticky header drawn at a scrolled offset would cover the page's middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    // Layouts slide or fade at breakpoints: shoot once they have settled.
    await waitForAnimationsToSettle(page);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (viewport) await page.setViewportSize(viewport);
}
