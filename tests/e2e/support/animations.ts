import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled: no animation running but the endless ones (a spinner, a
 * pulse), which never end. A dialog still fading and sliding in, or a sidebar sliding at a
 * breakpoint, is a state no reader is left looking at. Polled from the test's side, so it works
 * on a page whose clock (and so its animation frames) the test has paused.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      ),
    )
    .toBe(true);
}
