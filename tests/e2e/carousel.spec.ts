/** The curved 3D 'What you get' carousel (docs/product-spec.md §2 item 10, §9). */
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/config';
import { expect, test } from './support/fixtures';
import { gotoReady, nextFrames } from './public-helpers';

// Software WebGL in headless Chromium, also on machines without a GPU.
test.use({
  // Narrow: software WebGL draws a small canvas at a usable frame rate.
  viewport: { width: 640, height: 900 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-unsafe-swiftshader'],
  },
});

const carousel = (page: Page) => page.getByRole('region', { name: 'Included in your plan' });
const numberAttr = async (page: Page, name: string) =>
  Number(await carousel(page).getAttribute(`data-${name}`));

/** Scene units are floats: "a whole number of items" within a thousandth of an item. */
function expectWholeItems(position: number, itemWidth: number) {
  const items = position / itemWidth;
  expect(Math.abs(items - Math.round(items))).toBeLessThan(0.001);
}

async function openCarousel(page: Page) {
  await gotoReady(page, '/');
  await showCarousel(page);
}

async function showCarousel(page: Page) {
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-mode', 'webgl');
  await expect(carousel(page).locator('canvas')).toBeVisible();
  await expect(carousel(page)).toHaveAttribute('data-item-width', /\d/);
}

test('loads ogl only when scrolled near, then drag moves it and release snaps to an item', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoReady(page, '/');
  await nextFrames(page);
  // Far below the first screen it waits (`far`), or its section has not even mounted yet.
  expect([null, 'far']).toContain(await carousel(page).getAttribute('data-upgrade'));
  expect(requests.filter((url) => url.includes('mount-gallery'))).toEqual([]);
  await expect(carousel(page)).toHaveAttribute('data-mode', 'list');

  await showCarousel(page);
  expect(requests.filter((url) => url.includes('mount-gallery'))).toHaveLength(1);
  const itemWidth = await numberAttr(page, 'item-width');
  const before = await numberAttr(page, 'scroll-position');
  expect(before).toBe(0);

  const box = (await carousel(page).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.move(box.x + box.width * 0.3, y, { steps: 8 });
  await page.mouse.up();

  // Released: it heads for a whole item, and eases there (slowly: ease 0.02 on the home page,
  // and software WebGL draws few frames a second).
  const target = await numberAttr(page, 'scroll-target');
  expect(target).toBeGreaterThan(0);
  expectWholeItems(target, itemWidth);
  await expect
    .poll(async () => Math.abs((await numberAttr(page, 'scroll-position')) - target), {
      timeout: 45_000,
    })
    .toBeLessThan(itemWidth * 0.01);
  const after = await numberAttr(page, 'scroll-position');
  expect(after).toBeGreaterThan(before);
  expect(Math.round(after / itemWidth)).toBe(Math.round(target / itemWidth));
});

test('the wheel and the arrow keys move it by whole items', async ({ page }) => {
  await openCarousel(page);
  const itemWidth = await numberAttr(page, 'item-width');
  const box = (await carousel(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 120);
  await page.mouse.wheel(0, 120);
  // 200 ms after the last wheel event it snaps.
  await expect
    .poll(async () => {
      const target = await numberAttr(page, 'scroll-target');
      return Math.abs(target / itemWidth - Math.round(target / itemWidth));
    })
    .toBeLessThan(0.001);
  const afterWheel = await numberAttr(page, 'scroll-target');

  await carousel(page).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => numberAttr(page, 'scroll-target')).toBeCloseTo(afterWheel + itemWidth, 3);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => numberAttr(page, 'scroll-target')).toBeCloseTo(afterWheel - itemWidth, 3);
});

test('pauses off screen', async ({ page }) => {
  // Every link of the site loads a new document, which frees the page's WebGL context with it.
  await gotoReady(page, '/');
  await showCarousel(page);
  await expect(carousel(page)).toHaveAttribute('data-running', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(carousel(page)).toHaveAttribute('data-running', 'false');
});

test('with reduced motion it is a plain horizontal list, and ogl never loads', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoReady(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-upgrade', 'never');
  await expect(carousel(page)).toHaveAttribute('data-mode', 'list');
  await expect(carousel(page).getByRole('img')).toHaveCount(9);
  await expect(carousel(page).locator('canvas')).toHaveCount(0);
  expect(requests.filter((url) => url.includes('mount-gallery'))).toEqual([]);
});

test('without WebGL it is a plain horizontal list', async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
      return (original as (...args: unknown[]) => RenderingContext | null).call(
        this,
        type,
        ...rest,
      );
    } as typeof original;
  });
  await gotoReady(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
  await expect(carousel(page)).toHaveAttribute('data-upgrade', 'never');
  await expect(carousel(page)).toHaveAttribute('data-mode', 'list');
  await expect(
    carousel(page).getByRole('img', { name: 'An aligner case with a built-in NFC chip' }),
  ).toBeVisible();
});
