import type { Locator, Page } from '@playwright/test';
import { CLINIC_CONTACT } from '../../src/shared/constants';
import type { ContactMessage } from '../../src/shared/schemas/contact';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { pauseClock } from './public-helpers';
import { expectToastFor, runUntilShown } from './support/toast-clock';
import { screenshotWidths, screenshotWidthsPaused } from './support/screenshots';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

/** The contact form itself (the footer has its own email field). */
const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

async function fillContactForm(page: Page, email: string) {
  const form = contactForm(page);
  await form.getByLabel('Name').fill('Kavya Iyer');
  await form.getByLabel('Mobile').fill('9812345670');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('I would like to book a scan next week.');
}

const toast = (page: Page, title: string) =>
  page.locator('.mantine-Notification-root', { hasText: title });

/** The contact toasts show `text` and close after 3 s. */
async function expectClosesAfter3s(page: Page, shown: Locator, text: string) {
  await runUntilShown(page, shown);
  await expect(shown).toContainText(text);
  await expectToastFor(page, shown, 3_000);
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`contact page on a ${label}`, () => {
    test.use({ viewport });

    test('sends a message, shows the thank-you toast for 3 s, and stores it', async ({
      page,
      adminApi,
    }) => {
      const email = `kavya-${Date.now()}-${viewport.width}@e2e.test`;
      await page.clock.install();
      await page.goto('/contact');
      // The clock is paused below: the page's app (which starts on a timer) runs first.
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
      await expect(page.locator('img[src="/images/contact/clinic-map.svg"]')).toBeVisible();
      await expect(page.getByRole('main').getByText(CLINIC_CONTACT.address)).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: CLINIC_CONTACT.email }),
      ).toHaveAttribute('href', `mailto:${CLINIC_CONTACT.email}`);
      await expect(
        page.getByRole('main').getByRole('link', { name: CLINIC_CONTACT.phone }),
      ).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );

      await fillContactForm(page, email);
      // The message is held until the spinner has been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      // From here the page's time moves only when the test says: the toast's 3 s are exact.
      await pauseClock(page);
      const submit = page.getByRole('button', { name: 'SUBMIT' });
      await submit.click();
      await expect(submit).toHaveAttribute('data-loading', 'true');
      const sent = page.waitForResponse('**/api/contact');
      release();
      expect((await sent).ok()).toBe(true);
      const thanks = toast(page, 'Thank you for contacting us!');
      await expectClosesAfter3s(page, thanks, 'We will get back to you soon.');
      // The toast has gone; the page still says it, where the form was, with the focus on it.
      const sentNote = page.getByRole('heading', { name: "Thanks — we'll call you within a day" });
      await expect(sentNote).toBeVisible();
      await expect(sentNote).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        'Your message has reached the clinic. We will call you on +91 9812345670.',
      );
      await expect(contactForm(page)).toHaveCount(0);
      await screenshotWidthsPaused(page, 'contact-sent', [viewport.width]);
      // Another message: the form again, empty, from its first field.
      await page.getByRole('button', { name: 'Send another message' }).click();
      await expect(sentNote).toHaveCount(0);
      await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
      await expect(contactForm(page).getByLabel('Name')).toBeFocused();

      const response = await adminApi.request.get('/api/contact', {
        headers: { Authorization: `Bearer ${adminApi.token}` },
      });
      const { messages } = (await response.json()) as { messages: ContactMessage[] };
      expect(messages.find((m) => m.email === email)).toMatchObject({
        name: 'Kavya Iyer',
        mobile: '9812345670',
        message: 'I would like to book a scan next week.',
      });
    });
  });
}

test.describe('contact form rules', () => {
  test('requires name, a 10-digit mobile and an email before sending', async ({ page }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/contact')) posts++;
    });
    await page.goto('/contact');
    const form = contactForm(page);
    const mobile = form.getByLabel('Mobile');
    // The rule is said once, in the words of every form that asks for a mobile.
    await expect(mobile).not.toHaveAttribute('title');

    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('Kavya');
    await mobile.fill('98123');
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Name is required')).toBeHidden();
    await expect(form.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
    await expect(form.getByText('Enter valid email address')).toBeVisible();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    expect(posts).toBe(0);
  });

  test('shows the failure toast when the message cannot be sent', async ({ page }) => {
    expectConsoleErrors(page, /status of 503 .*\/api\/contact/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.clock.install();
    await page.goto('/contact');
    await fillContactForm(page, 'kavya@e2e.test');
    await pauseClock(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const failure = toast(page, 'Failed to send message');
    await expect(page.getByText('Service unavailable')).toHaveCount(0);
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('Kavya Iyer');
    await expectClosesAfter3s(page, failure, 'Please try again later.');
  });
});

for (const [language, words] of [
  [
    'hi',
    {
      rule: 'मोबाइल नंबर 10 अंकों का होना चाहिए',
      submit: 'भेजें',
      thanks: 'धन्यवाद — हम एक दिन के भीतर आपको कॉल करेंगे',
      another: 'एक और मैसेज भेजें',
    },
  ],
  [
    'mr',
    {
      rule: 'मोबाइल नंबर 10 अंकी असावा',
      submit: 'पाठवा',
      thanks: 'धन्यवाद — आम्ही एका दिवसात तुम्हाला कॉल करू',
      another: 'आणखी एक मेसेज पाठवा',
    },
  ],
] as const) {
  test(`in ${language}: the mobile rule in its one wording, then the confirmation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/contact?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const form = page.locator('#contact-form');
    await form.locator('#contact-name').fill('Kavya Iyer');
    await form.locator('#contact-mobile').fill('98123');
    await form.locator('#contact-email').fill(`kavya-${language}-${Date.now()}@e2e.test`);
    await form.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(form.getByText(words.rule)).toBeVisible();
    await expect(form.locator('#contact-mobile')).toBeFocused();
    await form.locator('#contact-mobile').fill('9812345670');
    await form.getByRole('button', { name: words.submit, exact: true }).click();
    await expect(page.getByRole('heading', { name: words.thanks })).toBeVisible();
    await expect(page.getByRole('button', { name: words.another })).toBeVisible();
    await screenshotWidths(page, `contact-sent-${language}`, [390, 1440]);
  });
}
