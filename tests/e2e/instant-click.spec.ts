/**
 * A button does what it says from the moment it shows. On a fresh load (no service worker, no
 * cache) each public page's main button is pressed the instant it is visible, enabled and
 * still (a locator's `click()` waits for exactly that, and for nothing more), on a phone.
 */
import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { PHONE, toast } from './patient-helpers';

test.use({ viewport: PHONE });

const openings = (page: Page) => page.getByRole('region', { name: 'Latest Openings' });

test('/career: the first opening and its "Apply Now", pressed as they show, open the dialog', async ({
  page,
}) => {
  await page.goto('/career', { waitUntil: 'commit' });
  const title = openings(page).getByRole('button').first();
  await title.click();
  await openings(page)
    .getByRole('button', { name: /^Apply Now for / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Apply Now' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('Full name')).toBeVisible();
});

test('/contact: SUBMIT, pressed as it shows, sends the filled-in message', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Kavya Iyer');
  await form.getByLabel('Mobile').fill('9812345670');
  await form.getByLabel('Email').fill(`instant-${Date.now()}@e2e.test`);
  await form.getByLabel('Message').fill('I would like to book a scan next week.');
  const sent = page.waitForResponse('**/api/contact');
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(toast(page, 'Thank you for contacting us!')).toBeVisible();
});

test('/contact: SUBMIT on an empty form, pressed as it shows, names the missing fields', async ({
  page,
}) => {
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test("/login: Let's Go, pressed as it shows, gets the server's answer", async ({
  page,
  adminApi,
}) => {
  expectConsoleErrors(page, /status of 401 .*\/api\/users\/login/);
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const go = page.getByRole('button', { name: "Let's Go" });

  await email.fill(patient.email);
  await page.getByLabel(/^Password/).fill('not the password');
  const refused = page.waitForResponse('**/api/users/login');
  await go.click();
  expect((await refused).status()).toBe(401);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();

  await page.getByLabel(/^Password/).fill(password);
  await go.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/login-mobile: Verify on WhatsApp, pressed as it shows, sends the code', async ({
  page,
  adminApi,
}) => {
  const { patient } = await adminApi.registerPatient();
  await page.goto('/login-mobile', { waitUntil: 'commit' });
  await page.getByLabel(/^Mobile number/).fill(patient.phone);
  const sent = page.waitForResponse('**/api/users/login');
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
});
