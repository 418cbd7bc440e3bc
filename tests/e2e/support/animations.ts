import type { Page } from '@playwright/test';

/**
 * Waits until the page has settled: no animation running but the endless ones (a spinner, a
 * pulse), which never end. A dialog still fading and sliding in, or a sidebar sliding at a
 * breakpoint, is a state no reader is left looking at.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
