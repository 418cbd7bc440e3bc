import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core over the page as it is now: zero violations, listed readably when there are some.
 * A `color-contrast` check axe leaves "incomplete" (it could not decide, e.g. text over a
 * colour it cannot compute) counts as a failure too: unreadable badges hid there.
 * `include` narrows the check to the elements a CSS selector matches (e.g. an open dialog).
 * With a modal dialog open, contrast is judged as `modalContrast` explains.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // The page once it has settled: a dialog still fading and sliding in blends its colours with
  // the page beneath and moves across other boxes, a state no reader is left looking at.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const modalOpen = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (modalOpen) builder.disableRules(['color-contrast']);
  const { violations, incomplete } = await builder.analyze();
  const contrast = modalOpen ? await modalContrast(page, include) : { violations: [], incomplete };
  const undecidedContrast = contrast.incomplete.filter((result) => result.id === 'color-contrast');
  const summary = [...violations, ...contrast.violations, ...undecidedContrast].map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes
      .map((node) => `${node.target.join(' ')}${node.any[0] ? `: ${node.any[0].message}` : ''}`)
      .slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/**
 * Contrast with a modal dialog open, judged with the page under its overlay hidden. The dialog's
 * panel is opaque, yet axe compares every element beneath each line of text, down to the page:
 * a dialog line over a table cell and the next over the pagination leaves it undecided. The
 * hidden page keeps its layout (visibility, not display), so nothing in the dialog moves.
 */
async function modalContrast(page: Page, include?: string) {
  const hidePage = await page.addStyleTag({
    content: 'body > :not(:has([aria-modal="true"])) { visibility: hidden !important; }',
  });
  try {
    const builder = new AxeBuilder({ page }).withRules(['color-contrast']);
    if (include) builder.include(include);
    return await builder.analyze();
  } finally {
    await hidePage.evaluate((style) => style.parentNode?.removeChild(style));
  }
}
