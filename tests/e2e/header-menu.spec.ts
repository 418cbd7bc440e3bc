/**
 * The header's signed-in menu and the dashboard's reminder switch: Logout stays readable on
 * hover and on keyboard focus (contrast at least 4.5:1), every item of the menu is a 44 px
 * touch target, and the switch's label lines up with its track and its description.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import AxeBuilder from '@axe-core/playwright';
import { signInContext } from './public-helpers';

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b2 = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const [lr, lg, lb] = [r, g, b2].map((c) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** axe over the open menu: no violation, and no contrast check left undecided. */
async function expectMenuPassesAxe(page: Page) {
  const { violations, incomplete } = await new AxeBuilder({ page })
    .include('[role="menu"]')
    // Mantine's dropdown keeps a role="presentation" helper inside role="menu" (reported).
    .disableRules(['aria-required-children'])
    .analyze();
  const failures = [...violations, ...incomplete.filter((r) => r.id === 'color-contrast')];
  expect(
    failures.map((f) => `${f.id}: ${f.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The item's text colour and the opaque colour behind it (its own, or the dropdown's). */
const coloursOf = (item: Locator) =>
  item.evaluate((el) => {
    const transition = getComputedStyle(el).transitionDuration;
    let bg = 'rgba(0, 0, 0, 0)';
    for (let at: Element | null = el; at; at = at.parentElement) {
      bg = getComputedStyle(at).backgroundColor;
      if (!/rgba\(.*,\s*0\)$/.test(bg)) break;
    }
    return { color: getComputedStyle(el).color, background: bg, transition };
  });

/**
 * The highlighted (hovered or focused) item has a background of its own, not the dropdown's
 * white, its text stays readable on it (4.5:1), and axe passes the open menu.
 */
async function expectHighlightReadable(page: Page, item: Locator) {
  await expect.poll(async () => (await coloursOf(item)).background).not.toBe('rgb(255, 255, 255)');
  await expect
    .poll(async () => {
      const { color, background } = await coloursOf(item);
      return contrast(color, background);
    })
    .toBeGreaterThanOrEqual(4.5);
  await expectMenuPassesAxe(page);
}

test.describe('the signed-in header menu on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Logout is readable on hover and keyboard focus, and each item is 44 px tall', async ({
    page,
    adminApi,
  }) => {
    const { patient, password } = await adminApi.registerPatient();
    await signInContext(page, adminApi.request, { email: patient.email, password });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible({
      timeout: 30_000,
    });

    const greeting = page.getByRole('button', { name: /^Hi,/ });
    await greeting.click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeVisible();
    for (const item of await page.getByRole('menuitem').all()) {
      const box = (await item.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    await logout.hover();
    await expectHighlightReadable(page, logout);

    // The keyboard: away with the pointer, then from the item above down to Logout.
    await page.mouse.move(0, 600);
    await page.getByRole('menuitem', { name: 'Passkeys' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(logout).toBeFocused();
    await expectHighlightReadable(page, logout);
  });
});

for (const width of [390, 1440]) {
  test(`the reminder switch's label lines up with its track at ${width} px`, async ({
    page,
    adminApi,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { patient, password } = await adminApi.registerPatient();
    await signInContext(page, adminApi.request, { email: patient.email, password });
    await page.goto('/dashboard');
    const label = page.getByText('Remind me to switch aligners', { exact: true });
    await label.scrollIntoViewIfNeeded();
    const root = page.locator('.mantine-Switch-root', { has: label });
    const track = (await root.locator('.mantine-Switch-track').boundingBox())!;
    // Where the words themselves are drawn, paddings aside.
    const textBox = (part: Locator) =>
      part.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const first = range.getClientRects()[0]!;
        return { x: first.x, y: first.y, height: first.height, width: first.width };
      });
    const text = await textBox(label);
    const description = await textBox(root.locator('.mantine-Switch-description'));
    const centre = (box: { y: number; height: number }) => box.y + box.height / 2;
    expect(Math.abs(centre(track) - centre(text))).toBeLessThanOrEqual(2);
    expect(Math.abs(text.x - description.x)).toBeLessThanOrEqual(1);
    expect(text.x).toBeGreaterThanOrEqual(track.x + track.width + 8);
  });
}
