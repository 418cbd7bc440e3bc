/**
 * Every Mantine component a public page renders has its CSS on that page, in each of its states:
 * a component added to a page whose stylesheet is not loaded (src/client/first-load, features'
 * styles.css) fails here instead of shipping unstyled. A class counts when some rule of Mantine's full CSS names it, so
 * classes Mantine never styles are not required.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PRERENDERED_PATHS } from '../../src/shared/public-pages';
import { openApplication } from './support/careers';
import { expect, test, uniquePhone } from './support/fixtures';
import { demoJobs, demoPosts } from './support/public-content';
import { DESKTOP, gotoReady, PHONE, scrollThrough } from './public-helpers';

const MANTINE_CSS = ['core', 'dates', 'notifications']
  .map((name) => readFileSync(`node_modules/@mantine/${name}/styles.css`, 'utf8'))
  .join('\n');
const STYLED_CLASSES = new Set(MANTINE_CSS.match(/\bm_[0-9a-f]{8}\b/g));

const NOT_FOUND = '/nope';

const PAGES = [
  '/',
  '/about',
  '/privacy',
  '/blog',
  '/career',
  '/contact',
  '/login',
  '/login-mobile',
  NOT_FOUND,
];

/** The Mantine classes on the page that Mantine styles but no loaded stylesheet mentions. */
async function unstyledClasses(page: Page): Promise<string[]> {
  const { rendered, selectors } = await page.evaluate(() => {
    const classes = new Set<string>();
    document.querySelectorAll('[class*="m_"]').forEach((element) =>
      element.classList.forEach((name) => {
        if (/^m_[0-9a-f]{8}$/.test(name)) classes.add(name);
      }),
    );
    const text: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) text.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    // A stylesheet that does not apply yet (one the page links `media="print"` until the app
    // applies it) styles nothing on screen.
    const applies = (sheet: CSSStyleSheet) =>
      !sheet.media.mediaText || matchMedia(sheet.media.mediaText).matches;
    for (const sheet of Array.from(document.styleSheets))
      if (applies(sheet)) collect(sheet.cssRules);
    return { rendered: [...classes], selectors: text.join('\n') };
  });
  return rendered.filter((name) => STYLED_CLASSES.has(name) && !selectors.includes(`.${name}`));
}

/**
 * The theme's colours as the page holds them: written into its head by the build
 * (build/mantine-variables.ts), never computed again by MantineProvider in the page.
 */
async function expectThemeVariables(page: Page) {
  const found = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      error: root.getPropertyValue('--mantine-color-error').trim(),
      primary: root.getPropertyValue('--mantine-primary-color-filled').trim(),
      written: document.querySelectorAll('head style[data-mantine-styles="variables"]').length,
      computed: document.querySelectorAll('style[data-mantine-styles="true"]').length,
    };
  });
  // The readable error red (src/client/theme.ts) and TapAlign teal, shade 7.
  expect(found).toEqual({ error: '#c92a2a', primary: '#0b6e69', written: 1, computed: 0 });
}

test("the theme's colours come with every kind of page, and the page never computes them", async ({
  page,
}) => {
  for (const path of ['/', '/blog', NOT_FOUND]) {
    await gotoReady(page, path);
    await expectThemeVariables(page);
  }
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`Mantine's CSS at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path}: every rendered Mantine component is styled`, async ({ page }) => {
        await gotoReady(page, path);
        await scrollThrough(page);
        expect(await unstyledClasses(page)).toEqual([]);
      });
    }
  });
}

test.describe('before the app runs', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  for (const path of [...PRERENDERED_PATHS, '/blog', NOT_FOUND]) {
    test(`${path}: the page's markup is styled by the page's own stylesheets`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root [class*="m_"]').first()).toBeAttached();
      expect(await unstyledClasses(page)).toEqual([]);
    });
  }

  test("the theme's colours are in the page before any script runs", async ({ page }) => {
    for (const path of ['/', '/blog']) {
      await page.goto(path);
      await expectThemeVariables(page);
    }
  });

  test("a patient's dashboard the server drew: today's first screen is styled", async ({
    page,
    adminApi,
  }) => {
    // A paused plan with its open issue, opened plainly and from tags: every notice drawn.
    const { patient, password } = await adminApi.registerPatient({ aligners: 12 });
    const signedIn = await page.request.post('/api/users/login', {
      data: { email: patient.email, password },
    });
    expect(signedIn.ok()).toBeTruthy();
    const { authToken } = (await signedIn.json()) as { authToken: string };
    const paused = await page.request.post('/api/issue-query', {
      data: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient._id },
      headers: { Authorization: `Bearer ${authToken}` },
    });
    expect(paused.status()).toBe(201);
    for (const path of ['/dashboard', '/dashboard?aligner=3', '/dashboard?aligner=tag']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Resume your treatment' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Taking them out' })).toBeVisible();
      expect(await unstyledClasses(page)).toEqual([]);
    }
  });

  test('a blog post: its markup is styled by its own stylesheets', async ({ page, request }) => {
    const [post] = await demoPosts(request);
    await page.goto(`/blog-details/${post!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});

test('a blog post is styled', async ({ page, request }) => {
  const [post] = await demoPosts(request);
  await gotoReady(page, `/blog-details/${post!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await unstyledClasses(page)).toEqual([]);
});

test.describe("a public page's forms in their other states", () => {
  test.use({ viewport: PHONE });

  test('the sign-in, contact and application forms with their errors', async ({ page }) => {
    await gotoReady(page, '/login');
    await page.getByRole('button', { name: "Let's Go" }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);

    await gotoReady(page, '/contact');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });

  test("the careers page's application dialog, its errors shown", async ({ page, request }) => {
    const [job] = await demoJobs(request);
    await gotoReady(page, '/career');
    const dialog = await openApplication(page, job!.title);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Please attach your resume')).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });

  test("the mobile sign-in's code step", async ({ page }) => {
    await gotoReady(page, '/login-mobile');
    await page.getByLabel(/^Mobile number/).fill(uniquePhone());
    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    expect(await unstyledClasses(page)).toEqual([]);
  });
});
