import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * axe-core over the page as it is now: zero violations, listed readably when there are some.
 * A `color-contrast` check axe leaves "incomplete" (it could not decide, e.g. text over a
 * colour it cannot compute) counts as a failure too: unreadable badges hid there.
 * `include` narrows the check to the elements a CSS selector matches (e.g. an open dialog).
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
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const undecidedContrast = incomplete.filter((result) => result.id === 'color-contrast');
  const summary = [...violations, ...undecidedContrast].map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes
      .map((node) => `${node.target.join(' ')}${node.any[0] ? `: ${node.any[0].message}` : ''}`)
      .slice(0, 5),
  }));
  expect(summary).toEqual([]);
}
