import type { Page } from '@playwright/test';
import { CLINIC_CONTACT } from '../../src/shared/constants';
import type { ContactMessage } from '../../src/shared/schemas/contact';
import { expect, expectConsoleErrors, test } from './support/fixtures';

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
      await page.goto('/contact');
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
      await page.route('**/api/contact', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const submit = page.getByRole('button', { name: 'SUBMIT' });
      await submit.click();
      await expect(submit).toHaveAttribute('data-loading', 'true');
      const thanks = toast(page, 'Thank you for contacting us!');
      await expect(thanks).toContainText('We will get back to you soon.');
      await expect(contactForm(page).getByLabel('Name')).toHaveValue('');
      // The contact toasts close after 3 s (spec §4).
      await expect(thanks).toBeHidden({ timeout: 4_500 });

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
    await expect(mobile).toHaveAttribute('title', 'Enter 10 digit mobile number');

    await form.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Enter 10 digit mobile number')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();

    await form.getByLabel('Name').fill('Kavya');
    await mobile.fill('98123');
    await form.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Name is required')).toBeHidden();
    await expect(form.getByText('Enter 10 digit mobile number')).toBeVisible();
    await expect(form.getByText('Enter valid email address')).toBeVisible();
    await form.getByRole('button', { name: 'SUBMIT' }).click();
    expect(posts).toBe(0);
  });

  test('shows the failure toast when the message cannot be sent', async ({ page }) => {
    expectConsoleErrors(page, /status of 503 .*\/api\/contact/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto('/contact');
    await fillContactForm(page, 'kavya@e2e.test');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    const failure = toast(page, 'Failed to send message');
    await expect(failure).toContainText('Please try again later.');
    await expect(page.getByText('Service unavailable')).toHaveCount(0);
    await expect(contactForm(page).getByLabel('Name')).toHaveValue('Kavya Iyer');
    await expect(failure).toBeHidden({ timeout: 4_500 });
  });
});
