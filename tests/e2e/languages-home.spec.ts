/**
 * The home page in Hindi and Marathi on a phone (390 px): the prerendered page arrives in the
 * language with its title, hydrates without a mismatch, and its hero, sections, footer and
 * drawer read in it, its illustrations are drawn in it, the newsletter objects in it; axe
 * finds nothing. Screenshots: `home-hi`,
 * `home-mr`.
 */
import type { Page } from '@playwright/test';
import { BRAND } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { collectErrors, expectNoAxeViolations, gotoReady, scrollThrough } from './public-helpers';
import { screenshotWidths } from './support/screenshots';

const section = (page: Page, name: string) => page.locator(`main [data-section="${name}"]`);

const TEXTS = {
  hi: {
    title: `${BRAND} — क्लियर अलाइनर, जिनकी प्रगति एक टैप में देखें`,
    hero: 'आत्मविश्वास भरी मुस्कान, एक टैप में ट्रैक',
    benefits: ['न तार, न टेंशन', 'जो पसंद हो, वो खाइए', 'बिना इंतज़ार के नतीजे'],
    firstStep: 'चरण 1: स्कैन और प्रीव्यू',
    braces: 'पारंपरिक ब्रेसेस',
    join: 'अभी जुड़ें',
    quickLinks: 'क्विक लिंक',
    privacy: 'गोपनीयता नीति',
    openMenu: 'मेन्यू खोलें',
    mainNavigation: 'मुख्य',
    menu: 'मेन्यू',
    emailError: 'सही ईमेल पता दर्ज करें',
    welcome: 'चलिए, शुरू करते हैं!',
    home: 'होम',
    login: 'लॉग इन',
    greeting: 'नमस्ते, आशा',
  },
  mr: {
    title: `${BRAND} — क्लिअर अलाइनर, ज्यांची प्रगती एका टॅपवर पाहा`,
    hero: 'आत्मविश्वासपूर्ण हास्य, एका टॅपवर ट्रॅक',
    benefits: ['ना तारा, ना काळजी', 'आवडेल ते खा', 'प्रतीक्षेशिवाय परिणाम'],
    firstStep: 'पायरी 1: स्कॅन आणि प्रिव्ह्यू',
    braces: 'पारंपरिक ब्रेसेस',
    join: 'आत्ताच सामील व्हा',
    quickLinks: 'झटपट लिंक',
    privacy: 'गोपनीयता धोरण',
    openMenu: 'मेनू उघडा',
    mainNavigation: 'मुख्य',
    menu: 'मेनू',
    emailError: 'योग्य ईमेल पत्ता लिहा',
    welcome: 'चला, सुरुवात करूया!',
    home: 'होम',
    login: 'लॉग इन',
    greeting: 'नमस्कार, आशा',
  },
} as const;

// Reduced motion: the self-scrolling strips stand still, so axe judges the same frame each run
// (a card sliding out under the strip's faded edge is a colour axe cannot decide).
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

for (const language of ['hi', 'mr'] as const) {
  const text = TEXTS[language];

  test(`the home page in ${language}: hero, sections, footer and drawer`, async ({ page }) => {
    const errors = collectErrors(page);
    // The prerendered page itself is in the language, before any script runs.
    const html = await (await page.request.get(`/?lang=${language}`)).text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<title>${text.title}</title>`);
    expect(html).toContain(text.benefits[0]);
    // The header's links (shown from the md breakpoint up) are named in the language too.
    expect(html).toContain(`<nav aria-label="${text.mainNavigation}"`);
    // The illustrations are drawn in the language too: the hero's phone greets in it.
    const heroImage = `/images/${language}/hero/slide-1-mobile.svg`;
    expect(html).toContain(`srcSet="${heroImage}"`);
    const heroSvg = await (await page.request.get(heroImage)).text();
    expect(heroSvg).toContain(`>${text.greeting}</text>`);
    expect(heroSvg).not.toContain('Hi, Asha');

    await gotoReady(page, `/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(text.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.hero);
    await expect(section(page, 'benefits').getByRole('heading', { level: 3 })).toHaveText([
      ...text.benefits,
    ]);
    // The lazy sections hydrate in the language as they come near, without a mismatch.
    await scrollThrough(page);
    await expect(section(page, 'journey').getByRole('heading', { level: 3 }).first()).toHaveText(
      text.firstStep,
    );
    for (const image of await section(page, 'journey').locator('img').all()) {
      await expect(image).toHaveAttribute('src', new RegExp(`^/images/${language}/journey/`));
    }
    await expect(section(page, 'comparison').getByRole('columnheader')).toHaveText([
      BRAND,
      text.braces,
    ]);
    await expect(section(page, 'join').getByRole('link', { name: text.join })).toHaveAttribute(
      'href',
      '/contact',
    );
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: text.quickLinks }).getByRole('link').first(),
    ).toHaveText(text.home);
    await expect(footer.getByRole('link', { name: text.privacy })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expectNoAxeViolations(page);
    // Sections far off screen skip rendering (content-visibility): drawn in full for the shot.
    await page.addStyleTag({ content: '[data-defer] { content-visibility: visible !important; }' });
    await screenshotWidths(page, `home-${language}`, [390, 1440]);

    // The newsletter's check loads when first needed, and objects in the language.
    const email = footer.locator('#newsletter-email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(footer.getByRole('alert')).toHaveText(text.emailError);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await screenshotWidths(page, `home-newsletter-error-${language}`, [390, 1440]);

    await page.getByRole('button', { name: text.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(text.welcome);
    await expect(
      drawer.getByRole('navigation', { name: text.menu }).getByRole('link').first(),
    ).toHaveText(text.home);
    await expect(drawer.getByRole('link', { name: text.login })).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await screenshotWidths(page, `home-drawer-${language}`, [390]);
    expect(errors).toEqual([]);
  });
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a change of language before scrolling keeps every section, in the new language', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await gotoReady(page, '/?lang=en');
    const sections = page.locator('main [data-section]');
    const count = await sections.count();
    expect(count).toBeGreaterThan(10);
    // The sections below the first screen have not hydrated yet: the change reaches them first.
    await page.getByRole('combobox', { name: 'Language · भाषा' }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.hi.hero);
    await expect(sections).toHaveCount(count);
    await expect(section(page, 'journey').getByRole('heading', { level: 3 }).first()).toHaveText(
      TEXTS.hi.firstStep,
    );
    await expect(section(page, 'join').getByRole('link', { name: TEXTS.hi.join })).toBeAttached();
    await scrollThrough(page);
    await expect(section(page, 'comparison').getByRole('columnheader')).toHaveText([
      BRAND,
      TEXTS.hi.braces,
    ]);
    await expect(sections).toHaveCount(count);
    expect(errors).toEqual([]);
  });
});
