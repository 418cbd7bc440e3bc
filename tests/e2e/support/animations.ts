import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has settled: no animation running but the endless ones (a spinner, a
 * pulse), which never end, and every dialog on screen fully opaque. A dialog still fading and
 * sliding in, or a sidebar sliding at a breakpoint, is a state no reader is left looking at.
 * The opacity check covers the frame between a dialog's mounting and the start of its fade,
 * when no animation runs yet. Polled from the test's side, so it works on a page whose clock
 * (and so its animation frames) the test has paused.
 */
export async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(isSettled)).toBe(true);
}

function isSettled(): boolean {
  const animating = document
    .getAnimations()
    .some(
      (animation) =>
        animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
    );
  const opaque = (el: Element | null): boolean =>
    !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement));
  const dialogsShown = [
    ...document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
  ].filter((dialog) => dialog.checkVisibility({ visibilityProperty: true }));
  return !animating && dialogsShown.every(opaque);
}
