/**
 * The home page (docs/product-spec.md §2 "Home page", §4 "Hero slider", §9): sections, texts and
 * motion.
 */
import type { Page } from '@playwright/test';
import { BRAND } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import {
  collectErrors,
  DESKTOP,
  gotoReady,
  pauseClock,
  PHONE,
  scrollThrough,
} from './public-helpers';

const SECTIONS = [
  'hero',
  'benefits',
  'bite-problems',
  'journey',
  'nfc',
  'care-timeline',
  'respect-time',
  'pioneering',
  'comparison',
  'what-you-get',
  'testimonials',
  'stats',
  'join',
];
const section = (page: Page, name: string) => page.locator(`main [data-section="${name}"]`);

test.describe('home page content', () => {
  test.use({ viewport: DESKTOP });

  test('the thirteen sections, in the spec order, hydrate without errors', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/');
    const names = await page
      .locator('main [data-section]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
    expect(names).toEqual(SECTIONS);
    await expect(page).toHaveTitle(`${BRAND} — clear aligners you can track with a tap`);
    // Sections hydrate as they come near: all of them, in place, without a mismatch.
    await scrollThrough(page);
    await expect(page.locator('main [data-section]')).toHaveCount(SECTIONS.length);
    await expect(section(page, 'join').getByRole('link', { name: 'Join now' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a client-side visit renders every section too', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.locator('main [data-section]')).toHaveCount(SECTIONS.length);
    await expect(section(page, 'join').getByRole('link', { name: 'Join now' })).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('each section carries its texts', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A confident smile, tracked with a tap',
    );
    const benefits = section(page, 'benefits').getByRole('heading', { level: 3 });
    await expect(benefits).toHaveText([
      'No Wires, No Worries',
      'Eat What You Love',
      'Results Without the Wait',
    ]);
    // The strip repeats its items (hidden copy) for its loop: the accessible ones are six.
    await expect(
      section(page, 'bite-problems')
        .getByRole('list', { name: 'Bite problems we treat' })
        .getByRole('listitem'),
    ).toHaveText([
      /^Overbite/,
      /^Underbite/,
      /^Crossbite/,
      /^Openbite/,
      /^Excessive Spacing/,
      /^Crowding/,
    ]);
    await expect(section(page, 'journey').getByRole('heading', { level: 3 })).toHaveText([
      'Step 1: Scan & preview',
      'Step 2: Your tailored plan',
      'Step 3: Shipped in 4 working days',
      'Step 4: Wear & track',
    ]);
    await expect(section(page, 'nfc')).toContainText('NFC chip');
    await expect(section(page, 'care-timeline').getByRole('heading', { level: 3 })).toHaveText([
      'Consultation & Assessment',
      'Digital Scanning & Treatment Plan',
      'Aligner Fabrication & Fitting',
      'Progress Monitoring & Final Results',
    ]);
    await expect(section(page, 'respect-time').getByRole('heading', { level: 2 })).toHaveText(
      'We Respect Your Time',
    );
    const pioneering = section(page, 'pioneering');
    await expect(pioneering.getByRole('heading', { level: 2 })).toHaveText(
      'Pioneering the Smartest Way to Align Teeth',
    );
    await expect(pioneering.getByRole('heading', { level: 3 })).toHaveText([
      'NFC integration',
      'AI chatbot',
      'Digital treatment preview',
    ]);
    const table = section(page, 'comparison').getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([BRAND, 'Traditional braces']);
    await expect(
      section(page, 'comparison').getByRole('link', { name: 'Book your Scan now' }),
    ).toHaveAttribute('href', '/contact');
    await expect(section(page, 'what-you-get').getByRole('heading', { level: 2 })).toHaveText(
      'What you get',
    );
    await expect(section(page, 'join').getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(section(page, 'join')).toContainText('Join 1000+ users');
  });

  test("the hero's 'How it works' jumps to the journey; its CTA books a scan", async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('link', { name: 'Book your scan', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await page.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL(/#journey$/);
    await expect(section(page, 'journey').getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('testimonials: ten entries in two rows of five', async ({ page }) => {
    await gotoReady(page, '/');
    const rows = section(page, 'testimonials').getByRole('list', { name: 'What our patients say' });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('listitem')).toHaveCount(5);
    await expect(rows.nth(1).getByRole('listitem')).toHaveCount(5);
    const names = await section(page, 'testimonials')
      .locator('li:not([data-copy]) figcaption')
      .allTextContents();
    expect(new Set(names).size).toBe(10);
    await expect(section(page, 'testimonials')).toContainText('All of our 100+ clients are happy');
  });

  test('the prerendered HTML already holds the content and the LCP image', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain('A confident smile');
    expect(html).toContain('Pioneering the Smartest Way to Align Teeth');
    const hero = /<img[^>]*src="\/images\/hero\/slide-1\.svg"[^>]*>/.exec(html)?.[0] ?? '';
    expect(hero).toMatch(/fetchpriority="high"/i);
    expect(hero).toMatch(/width="1440"/);
    expect(hero).toMatch(/height="640"/);
    expect(hero).not.toMatch(/loading="lazy"/);
    expect(html).toMatch(
      /<source media="\(max-width: 600px\)" srcset="\/images\/hero\/slide-1-mobile\.svg"/i,
    );
  });

  test('phones get the small-screen hero artwork', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoReady(page, '/');
    const first = page.locator('[data-section="hero"] img').first();
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/slide-1-mobile\.svg$/);
  });
});

test.describe('home page motion', () => {
  test.use({ viewport: DESKTOP });

  test('the hero loops every 4000 ms, one slide at a time, hover or not', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/');
    await pauseClock(page);
    const hero = page.locator('[data-section="hero"]');
    const active = () => hero.locator('[data-active-slide]').getAttribute('data-active-slide');
    expect(await active()).toBe('0');
    await hero.hover();
    // Find the first change to within 100 ms, then time the next ones from it.
    for (let waited = 0; (await active()) === '0'; waited += 100) {
      expect(waited).toBeLessThan(4100);
      await page.clock.runFor(100);
    }
    expect(await active()).toBe('1');
    await page.clock.runFor(3800);
    expect(await active()).toBe('1');
    await page.clock.runFor(300);
    await expect.poll(active).toBe('0');
    await page.clock.runFor(4000);
    await expect.poll(active).toBe('1');
    // No arrows or dots.
    await expect(hero.getByRole('button')).toHaveCount(0);
  });

  test('the statistics count up once visible: 500+ in 1 s, 99% in 2 s, 15+ in 3 s', async ({
    page,
  }) => {
    await page.clock.install();
    await gotoReady(page, '/');
    await pauseClock(page);
    const values = page.locator('[data-section="stats"] [data-stat-value]');
    // Hydrated but not yet seen: waiting at the starting figures.
    await expect(values).toHaveText(['400+', '0%', '0+']);
    await page.locator('[data-section="stats"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-section="stats"] dl')).toHaveAttribute(
      'data-counting',
      'true',
    );
    await page.clock.runFor(1000);
    await expect(values.nth(0)).toHaveText('500+');
    await expect(values.nth(1)).not.toHaveText('99%');
    await page.clock.runFor(1000);
    await expect(values.nth(1)).toHaveText('99%');
    await expect(values.nth(2)).not.toHaveText('15+');
    await page.clock.runFor(1000);
    await expect(values).toHaveText(['500+', '99%', '15+']);
  });

  test('the testimonial rows scroll in opposite directions', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/');
    await pauseClock(page);
    // Both rows on screen (each only runs while visible).
    await page
      .locator('[data-section="testimonials"] h2')
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    const tracks = page.locator('[data-section="testimonials"] ul');
    const offsets = () =>
      tracks.evaluateAll((lists) =>
        lists.map((l) => new DOMMatrix(getComputedStyle(l).transform).m41),
      );
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return (await offsets()).every((x) => x !== 0);
      })
      .toBe(true);
    const before = await offsets();
    await page.clock.runFor(1000);
    const after = await offsets();
    // 0.4 px per 60 Hz frame: about 24 px a second, forwards then backwards.
    expect(after[0]! - before[0]!).toBeCloseTo(-24, -1);
    expect(after[1]! - before[1]!).toBeCloseTo(24, -1);
  });

  test('with reduced motion nothing moves and the figures show their final values', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoReady(page, '/');
    await pauseClock(page);
    await page.clock.runFor(8000);
    await expect(page.locator('[data-section="hero"] [data-active-slide]')).toHaveAttribute(
      'data-active-slide',
      '0',
    );
    await expect(page.locator('[data-section="stats"] [data-stat-value]')).toHaveText([
      '500+',
      '99%',
      '15+',
    ]);
  });
});
