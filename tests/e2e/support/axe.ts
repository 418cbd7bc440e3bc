import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForAnimationsToSettle } from './animations';
import { expect } from './fixtures';

/**
 * axe-core over the page as it is now: zero violations, listed readably when there are some.
 * A `color-contrast` check axe leaves "incomplete" (it could not decide, e.g. text over a
 * colour it cannot compute) counts as a failure too: unreadable badges hid there.
 * `include` narrows the check to the elements a CSS selector matches (e.g. an open dialog).
 * With a modal dialog open, contrast is judged as `modalContrast` explains; text on a floating
 * panel, as `decideOnPanels` does.
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // A dialog still fading and sliding in blends its colours with the page beneath and moves
  // across other boxes.
  await waitForAnimationsToSettle(page);
  const modalOpen = (await page.locator('[role="dialog"][aria-modal="true"]').count()) > 0;
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  if (modalOpen) builder.disableRules(['color-contrast']);
  const { violations, incomplete } = await builder.analyze();
  const contrast = modalOpen ? await modalContrast(page, include) : { violations: [], incomplete };
  const undecidedContrast = await decideOnPanels(
    page,
    contrast.incomplete.filter((result) => result.id === 'color-contrast'),
  );
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
 * a dialog line over a table cell and the next over the pagination leaves it undecided.
 */
const modalContrast = (page: Page, include?: string) =>
  contrastOfLayer(page, { hidden: 'body > :not(:has([aria-modal="true"]))', include });

/**
 * axe's `color-contrast` over one layer of the page: what `hidden` matches made invisible, what
 * `shown` matches (inside it) visible again. `visibility`, not `display`: the hidden elements
 * keep their boxes, so nothing that stays moves.
 */
async function contrastOfLayer(
  page: Page,
  { hidden, shown, include }: { hidden: string; shown?: string; include?: string },
) {
  const visible = shown ? `${shown} { visibility: visible !important; }` : '';
  const hide = await page.addStyleTag({
    content: `${hidden} { visibility: hidden !important; } ${visible}`,
  });
  try {
    const builder = new AxeBuilder({ page }).withRules(['color-contrast']);
    if (include) builder.include(include);
    return await builder.analyze();
  } finally {
    await hide.evaluate((style) => style.parentNode?.removeChild(style));
  }
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type ContrastResult = AxeResults['incomplete'][number];

/** Marks the fixed, opaque panel that holds each of these elements; returns the panels' marks. */
function markPanels(targets: string[]): (string | null)[] {
  return targets.map((target, index) => {
    for (let el = document.querySelector(target); el; el = el.parentElement) {
      const style = getComputedStyle(el);
      // Chromium writes an opaque colour as rgb(…), a see-through one as rgba(…).
      if (style.position === 'fixed' && style.backgroundColor.startsWith('rgb(')) {
        const mark = el.getAttribute('data-axe-panel') ?? String(index);
        el.setAttribute('data-axe-panel', mark);
        return mark;
      }
    }
    return null;
  });
}

/**
 * Text axe left undecided on a floating, opaque panel (the update prompt over the page) is
 * judged against the panel alone: axe compares every element beneath each line of the text
 * down to the page, which the panel hides. Anything else undecided stays a failure.
 */
async function decideOnPanels(page: Page, undecided: ContrastResult[]): Promise<ContrastResult[]> {
  const nodes = undecided.flatMap((result) => result.nodes);
  const targets = nodes.map((node) => String(node.target[0]));
  const panels = await page.evaluate(markPanels, targets);
  const onNoPanel = nodes.filter((_, index) => panels[index] === null);
  const judged: ContrastResult[] = [];
  for (const mark of new Set(panels.filter((panel): panel is string => panel !== null))) {
    const panel = `[data-axe-panel="${mark}"]`;
    const result = await contrastOfLayer(page, {
      hidden: 'body *',
      shown: `${panel}, ${panel} *`,
      include: panel,
    });
    judged.push(
      ...result.violations,
      ...result.incomplete.filter((r) => r.id === 'color-contrast'),
    );
  }
  const stillUndecided = undecided
    .map((result) => ({
      ...result,
      nodes: result.nodes.filter((node) => onNoPanel.includes(node)),
    }))
    .filter((result) => result.nodes.length > 0);
  return [...stillUndecided, ...judged];
}
