/**
 * The blog, a post, the careers page with its application form and the contact page in Hindi
 * and Marathi, on a 390 px phone: the chrome is in the page's language (`<html lang>`), a
 * post's date is written the language's way, and the posts' and openings' own text (database
 * content) is shown in the language where it has a version in it, else in English, marked as
 * English (`lang="en"`) under a note saying so.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { expandOpening } from './support/careers';
import { demoJobs, demoPosts } from './support/public-content';
import { deleteAsAdmin, postBlog, postJob, uniqueName } from './admin-content-helpers';
import { screenshotWidths } from './support/screenshots';
import { collectErrors, gotoReady } from './public-helpers';
import { formatDate } from '../../src/shared/display-dates';

const PHONE_390 = { width: 390, height: 844 };
const WIDTHS = [390, 1440] as const;

const TEXT = {
  hi: {
    blogTitle: 'ब्लॉग और जानकारी',
    sortPosts: 'पोस्ट का क्रम',
    newest: 'सबसे नई पहले',
    readMore: 'और पढ़ें →',
    allPosts: '← सभी पोस्ट',
    aboutCaseStudy: 'केस स्टडी के बारे में',
    shareOn: 'शेयर करें',
    bookScan: 'अपना स्कैन बुक करें',
    careersTitle: 'लोगों को आत्मविश्वास से मुस्कुराने में मदद करें',
    whyChooseUs: 'हमें क्यों चुनें',
    openings: 'नई नौकरियाँ',
    applyFor: (title: string) => `${title} के लिए अभी आवेदन करें`,
    applyNow: 'अभी आवेदन करें',
    fullName: 'पूरा नाम',
    resumeHint: 'सिर्फ़ PDF फ़ाइल मान्य है, 5 MB तक',
    resumeRequired: 'कृपया अपना रिज़्यूमे जोड़ें',
    submitApplication: 'आवेदन भेजें',
    discardTitle: 'अपना आवेदन रद्द करें?',
    keepEditing: 'भरना जारी रखें',
    discard: 'रद्द करें',
    contactForm: 'संपर्क फ़ॉर्म',
    name: 'नाम',
    mobile: 'मोबाइल',
    message: 'संदेश',
    submit: 'भेजें',
    address: 'पता',
    openInMaps: 'मैप में खोलें (नए टैब में खुलता है)',
    thanks: 'हमसे संपर्क करने के लिए धन्यवाद!',
    sent: 'धन्यवाद — हम एक दिन के भीतर आपको कॉल करेंगे',
    backSoon: 'हम जल्द ही आपसे संपर्क करेंगे।',
    postInEnglish: 'यह पोस्ट केवल अंग्रेज़ी में उपलब्ध है।',
    openingInEnglish: 'यह नौकरी केवल अंग्रेज़ी में उपलब्ध है।',
    inEnglish: 'अंग्रेज़ी में',
  },
  mr: {
    blogTitle: 'ब्लॉग आणि माहिती',
    sortPosts: 'पोस्टचा क्रम',
    newest: 'नवीन आधी',
    readMore: 'पुढे वाचा →',
    allPosts: '← सर्व पोस्ट',
    aboutCaseStudy: 'केस स्टडीविषयी',
    shareOn: 'शेअर करा',
    bookScan: 'तुमचा स्कॅन बुक करा',
    careersTitle: 'लोकांना आत्मविश्वासाने हसायला मदत करा',
    whyChooseUs: 'आम्हाला का निवडावे',
    openings: 'नवीन नोकऱ्या',
    applyFor: (title: string) => `${title} साठी आता अर्ज करा`,
    applyNow: 'आता अर्ज करा',
    fullName: 'पूर्ण नाव',
    resumeHint: 'फक्त PDF फाइल चालेल, 5 MB पर्यंत',
    resumeRequired: 'कृपया तुमचा रेझ्युमे जोडा',
    submitApplication: 'अर्ज पाठवा',
    discardTitle: 'तुमचा अर्ज रद्द करायचा?',
    keepEditing: 'भरणे सुरू ठेवा',
    discard: 'रद्द करा',
    contactForm: 'संपर्क फॉर्म',
    name: 'नाव',
    mobile: 'मोबाइल',
    message: 'संदेश',
    submit: 'पाठवा',
    address: 'पत्ता',
    openInMaps: 'नकाशात उघडा (नव्या टॅबमध्ये उघडते)',
    thanks: 'आमच्याशी संपर्क साधल्याबद्दल धन्यवाद!',
    sent: 'धन्यवाद — आम्ही एका दिवसात तुम्हाला कॉल करू',
    backSoon: 'आम्ही लवकरच तुमच्याशी संपर्क साधू.',
    postInEnglish: 'ही पोस्ट फक्त इंग्रजीत उपलब्ध आहे.',
    openingInEnglish: 'ही नोकरी फक्त इंग्रजीत उपलब्ध आहे.',
    inEnglish: 'इंग्रजीत',
  },
} as const;

/** A post's date as the language writes it (the month named, Latin digits). */
const dateIn = (language: 'hi' | 'mr', createdAt: string) =>
  formatDate(createdAt.slice(0, 10), language);

/** Nothing wider than the phone: no Devanagari line pushes the page sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_390.width,
  );
}

test.use({ viewport: PHONE_390 });

for (const language of ['hi', 'mr'] as const) {
  const text = TEXT[language];

  test.describe(`in ${language}`, () => {
    test('the blog list and a post opened from it', async ({ page, request }) => {
      const errors = collectErrors(page);
      const [demo] = await demoPosts(request);
      await gotoReady(page, `/blog?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: text.blogTitle })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const sort = page.getByRole('combobox', { name: text.sortPosts });
      await expect(sort).toHaveValue('newest');
      await expect(sort.getByRole('option').first()).toHaveText(text.newest);
      await expect(cards.first().getByText(text.readMore)).toBeVisible();
      // The date in the language's own words, never the English dd/mm/yyyy.
      const firstDate = cards.first().locator('time');
      const createdAt = (await firstDate.getAttribute('datetime')) ?? '';
      await expect(firstDate).toHaveText(dateIn(language, createdAt));
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await screenshotWidths(page, `blog-${language}`, WIDTHS);
      // A card of a post with no version in the language says it is in English.
      const demoCard = cards.filter({ has: page.getByRole('link', { name: demo!.title }) });
      await gotoReady(page, `/blog?lang=${language}&sort=oldest`);
      await expect(demoCard.getByRole('heading')).toHaveAttribute('lang', 'en');
      await expect(demoCard.getByText(text.inEnglish, { exact: true })).toBeVisible();
      await gotoReady(page, `/blog?lang=${language}`);

      // A post opened from the list (in the same document), in the same language.
      await cards.first().getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/blog-details\//);
      await expect(page.getByRole('link', { name: text.allPosts })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.aboutCaseStudy })).toBeVisible();
      await expect(page.getByRole('link', { name: text.bookScan })).toBeVisible();
      await expect(page.getByText(text.shareOn, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      // A post loaded by its address, with no version in the language: its English, marked
      // as English, under a note in the page's language.
      await gotoReady(page, `/blog-details/${demo!._id}?lang=${language}`);
      const postTitle = page.getByRole('heading', { level: 1, name: demo!.title });
      await expect(postTitle).toHaveAttribute('lang', 'en');
      await expect(page.getByText(text.postInEnglish)).toBeVisible();
      await expect(page.locator('article [lang="en"]').last()).toContainText(
        demo!.description.split('\n')[0]!.slice(0, 40),
      );
      await expect(page.getByRole('link', { name: text.allPosts })).toBeVisible();
      await expect(page.locator('article time')).toHaveText(dateIn(language, demo!.createdAt));
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await screenshotWidths(page, `blog-post-${language}`, WIDTHS);
      expect(errors).toEqual([]);
    });

    test('the careers page and its application form', async ({ page, request }) => {
      const errors = collectErrors(page);
      const [job] = await demoJobs(request);
      await gotoReady(page, `/career?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: text.careersTitle })).toBeVisible();
      await expect(page.getByRole('region', { name: text.whyChooseUs })).toBeVisible();
      const openings = page.getByRole('region', { name: text.openings });
      await expect(openings.getByRole('button', { name: job!.title })).toBeVisible();
      // No version in the language: the English, marked as English.
      await expect(openings.getByText(job!.title, { exact: true })).toHaveAttribute('lang', 'en');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await screenshotWidths(page, `career-${language}`, WIDTHS);

      await expandOpening(page, job!.title);
      await expect(page.getByRole('region', { name: job!.title })).toContainText(
        text.openingInEnglish,
      );
      await page.getByRole('button', { name: text.applyFor(job!.title) }).click();
      const dialog = page.getByRole('dialog', { name: text.applyNow });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(text.resumeHint)).toBeVisible();
      await dialog.getByRole('button', { name: text.submitApplication }).click();
      await expect(dialog.getByText(text.resumeRequired)).toBeVisible();
      await expect(dialog.getByLabel(text.fullName)).toBeFocused();
      await expectNoAxeViolations(page, { include: '[role="dialog"]' });
      await screenshotWidths(page, `career-apply-${language}`, WIDTHS);

      // Something typed: closing asks first, in the same language.
      await dialog.getByLabel(text.fullName).fill('Asha Menon');
      await expect(dialog.getByLabel(text.fullName)).toHaveValue('Asha Menon');
      await dialog.getByLabel(text.fullName).press('Escape');
      const confirm = page.getByRole('dialog', { name: text.discardTitle });
      await expect(confirm.getByRole('button', { name: text.keepEditing })).toBeVisible();
      await screenshotWidths(page, `career-discard-${language}`, [390]);
      await confirm.getByRole('button', { name: text.discard }).click();
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });

    test("a post's and an opening's own version in the language, unmarked", async ({
      page,
      adminApi,
    }) => {
      const errors = collectErrors(page);
      const suffix = uniqueName('v').split(' ').pop();
      const version = {
        hi: { title: `रात में अलाइनर ${suffix}`, category: 'देखभाल', description: 'रात भर पहनें।' },
        mr: { title: `रात्री अलाइनर ${suffix}`, category: 'काळजी', description: 'रात्रभर घाला.' },
      }[language];
      const blog = await postBlog(adminApi, {
        title: `Aligners at night ${suffix}`,
        description: 'Wear them all night.',
        translations: { [language]: version },
      });
      const opening = {
        title: `नौकरी ${suffix}`,
        description: 'विवरण',
        department: 'क्लिनिकल',
        jobType: 'पूर्णकालिक',
        location: 'मुंबई',
        salaryRange: '₹8–12',
        education: 'एमडीएस',
        experience: '2+',
      };
      const job = await postJob(adminApi, {
        ...opening,
        title: `Planner ${suffix}`,
        translations: { [language]: opening },
      });
      try {
        await gotoReady(page, `/blog-details/${blog._id}?lang=${language}`);
        const heading = page.getByRole('heading', { level: 1, name: version.title });
        await expect(heading).toBeVisible();
        await expect(page.locator('article [lang]')).toHaveCount(0);
        await expect(page.getByText(text.postInEnglish)).toHaveCount(0);
        await expect(page.getByText(version.description)).toBeVisible();
        await expectNoAxeViolations(page);
        await screenshotWidths(page, `blog-post-version-${language}`, WIDTHS);

        await gotoReady(page, `/career?lang=${language}`);
        await expandOpening(page, opening.title);
        const panel = page.getByRole('region', { name: opening.title });
        await expect(panel).toContainText(opening.description);
        await expect(panel.locator('[lang]')).toHaveCount(0);
        await expect(panel).not.toContainText(text.openingInEnglish);
        await screenshotWidths(page, `career-version-${language}`, WIDTHS);
      } finally {
        await deleteAsAdmin(adminApi, `/api/blogs/${blog._id}`);
        await deleteAsAdmin(adminApi, `/api/jobs/${job._id}`);
      }
      expect(errors).toEqual([]);
    });

    test('the contact page sends a message and thanks in the language', async ({ page }) => {
      const errors = collectErrors(page);
      await gotoReady(page, `/contact?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const form = page.getByRole('form', { name: text.contactForm });
      await expect(form.getByRole('button', { name: text.submit })).toBeVisible();
      await expect(page.getByRole('link', { name: text.openInMaps })).toBeVisible();
      await expect(page.locator('address').getByText(text.address)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await screenshotWidths(page, `contact-${language}`, WIDTHS);

      await form.getByLabel(text.name).fill('Kavya Iyer');
      await form.getByLabel(text.mobile).fill('9812345670');
      await form.getByLabel('ईमेल').fill(`kavya-${language}-${Date.now()}@e2e.test`);
      await form.getByLabel(text.message).fill('I would like to book a scan next week.');
      await form.getByRole('button', { name: text.submit }).click();
      const thanks = page.locator('.mantine-Notification-root', { hasText: text.thanks });
      await expect(thanks).toContainText(text.backSoon);
      // The page keeps its thanks where the form was.
      await expect(page.getByRole('heading', { name: text.sent })).toBeFocused();
      await expect(form).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}
