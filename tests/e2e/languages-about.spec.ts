/**
 * The about page and the privacy notice in Hindi and Marathi, on a phone: sent already in the
 * language (`?lang=`), hydrated without a mismatch, accessible, and the notice read in full in
 * the patient's language (India's DPDP Act). The drawer's switcher changes the about page in
 * place, its own catalog included.
 */
import type { Page } from '@playwright/test';
import { BRAND, PRIVACY_NOTICE_VERSION } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { collectErrors, expectNoAxeViolations, gotoReady, scrollThrough } from './public-helpers';
import { screenshotWidths } from './support/screenshots';

test.use({ viewport: { width: 390, height: 844 } });

const TEXTS = {
  hi: {
    aboutTitle: 'ऑर्थोडॉन्टिक इलाज — इतना आसान कि एक टैप से आप उस पर नज़र रख सकें',
    aboutHeadings: ['हमें क्या प्रेरित करता है', `${BRAND} के मूल्य`, 'बॉक्स में क्या है?'],
    ethos: ['हमारा मिशन', 'हमारा विज़न'],
    box: ['अलाइनर', 'सुरक्षा केस', 'च्यूईज़ और निकालने का टूल', 'निर्देश पुस्तिका'],
    privacyTitle: 'गोपनीयता सूचना',
    version: `संस्करण ${PRIVACY_NOTICE_VERSION},`,
    privacyHeadings: [
      'हम क्या लेते हैं, क्यों, और कितने समय तक रखते हैं',
      'आपकी सहमति',
      'आपका डेटा कौन देखता है',
      'आपके अधिकार, और उनका उपयोग कैसे करें',
      'संपर्क',
      'इस सूचना में बदलाव',
    ],
    columns: ['क्या', 'क्यों', 'कितने समय तक'],
    rights: 'आपके डेटा की कॉपी।',
  },
  mr: {
    aboutTitle: 'ऑर्थोडॉन्टिक उपचार — इतका सोपा की एका टॅपने तुम्ही त्यावर लक्ष ठेवू शकता',
    aboutHeadings: ['आम्हाला प्रेरणा कशातून मिळते', `${BRAND} ची मूल्ये`, 'बॉक्समध्ये काय आहे?'],
    ethos: ['आमचे ध्येय', 'आमची दृष्टी'],
    box: ['अलाइनर', 'संरक्षक केस', 'च्यूईज आणि काढण्याचे साधन', 'सूचना पुस्तिका'],
    privacyTitle: 'गोपनीयता सूचना',
    version: `आवृत्ती ${PRIVACY_NOTICE_VERSION},`,
    privacyHeadings: [
      'आम्ही काय घेतो, का, आणि किती काळ ठेवतो',
      'तुमची संमती',
      'तुमचा डेटा कोण पाहू शकते',
      'तुमचे अधिकार, आणि ते कसे वापरावेत',
      'संपर्क',
      'या सूचनेतील बदल',
    ],
    columns: ['काय', 'का', 'किती काळ'],
    rights: 'तुमच्या डेटाची प्रत.',
  },
} as const;

const main = (page: Page) => page.getByRole('main');

for (const language of ['hi', 'mr'] as const) {
  const texts = TEXTS[language];

  test.describe(`in ${language}`, () => {
    test('the about page', async ({ page }) => {
      const errors = collectErrors(page);
      // Prerendered in the language: no English before the script runs.
      const html = await (await page.request.get(`/about?lang=${language}`)).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(texts.aboutTitle);

      await gotoReady(page, `/about?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.aboutTitle);
      for (const heading of texts.aboutHeadings) {
        await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const ethos = page.locator('[data-section="ethos"]').getByRole('heading', { level: 3 });
      await expect(ethos).toHaveText([...texts.ethos]);
      const box = page.locator('[data-section="whats-in-the-box"]').getByRole('listitem');
      await expect(box.getByRole('heading')).toHaveText([...texts.box]);

      await scrollThrough(page);
      await expectNoAxeViolations(page);
      // A full-page shot paints no band the browser skips off screen (content-visibility):
      // every band drawn, for the person checking the Devanagari fits.
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLElement>('[data-defer]')
          .forEach((band) => (band.style.contentVisibility = 'visible')),
      );
      await screenshotWidths(page, `about-${language}`, [390, 1440]);
      expect(errors).toEqual([]);
    });

    test('the privacy notice', async ({ page }) => {
      const errors = collectErrors(page);
      const html = await (await page.request.get(`/privacy?lang=${language}`)).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(html).toContain(texts.privacyHeadings[0]);

      await gotoReady(page, `/privacy?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.privacyTitle);
      await expect(main(page).getByText(texts.version)).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
        ...texts.privacyHeadings,
      ]);
      await expect(main(page).getByRole('columnheader')).toHaveText([...texts.columns]);
      await expect(main(page).getByRole('row')).toHaveCount(7);
      await expect(main(page).locator('strong').first()).toHaveText(texts.rights);
      // Nothing of the notice's own prose left in English.
      const article = main(page).locator('article');
      await expect(article).not.toContainText('We collect only what your treatment needs');
      await expect(article).not.toContainText('Your rights');

      await scrollThrough(page);
      await expectNoAxeViolations(page);
      await screenshotWidths(page, `privacy-${language}`, [390, 1440]);
      expect(errors).toEqual([]);
    });
  });
}

test("the drawer's switcher changes the about page in place, its own texts included", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await gotoReady(page, '/about');
  await expect(page.getByRole('heading', { level: 2, name: 'What Drives Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('combobox', { name: 'Language · भाषा' })
    .selectOption('mr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mr');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.mr.aboutTitle);
  await expect(
    page.getByRole('heading', { level: 2, name: TEXTS.mr.aboutHeadings[0] }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
