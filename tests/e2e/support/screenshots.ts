/**
 * Screenshots for a person to look at (assertions cannot say whether a screen looks right, so
 * someone looks at what was built), taken only when SCREENSHOT_DIR is set:
 * `SCREENSHOT_DIR=/some/dir npx playwright test …` writes `<dir>/<name>-<width>.png` for each
 * width, whole page, once every animation has settled.
 */
import type { Page } from '@playwright/test';
import { waitForAnimationsToSettle } from './animations';

export async function screenshotWidths(page: Page, name: string, widths: readonly number[]) {
  if (!process.env.SCREENSHOT_DIR) return;
  // From the top: a sticky header drawn at a scrolled offset would cover the page's middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  // Layouts slide or fade at breakpoints: shoot once they have settled.
  await shootEachWidth(page, name, widths, {
    settle: () => waitForAnimationsToSettle(page),
    fullPage: true,
  });
}

/**
 * The same for a page whose clock is paused (`page.clock`): waiting for its animations would
 * wait for ever, so its clock runs 100 ms at each width instead.
 */
export async function screenshotWidthsPaused(
  page: Page,
  name: string,
  widths: readonly number[],
  { fullPage = true } = {},
) {
  await shootEachWidth(page, name, widths, { settle: () => page.clock.runFor(100), fullPage });
}

interface ShotOptions {
  settle: () => Promise<void>;
  fullPage: boolean;
}

/** One screenshot at each width; the viewport is put back after. */
async function shootEachWidth(
  page: Page,
  name: string,
  widths: readonly number[],
  { settle, fullPage }: ShotOptions,
) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const viewport = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: viewport?.height ?? 900 });
    await settle();
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  if (viewport) await page.setViewportSize(viewport);
}
