/**
 * "Remind me on WhatsApp" in the dashboard's Reminders card on a phone (390 px) and on a desktop
 * (1440 px): off until the patient turns it on, saved on the account (it stays on after a
 * reload), and enough on its own to carry the nudge after a long break; then the card in Hindi and Marathi. The push service is
 * not involved: this device's notifications stay off throughout.
 */
import type { Page } from '@playwright/test';
import { LANGUAGE_COOKIE, type Language } from '../../src/shared/languages';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import { screenshotWidths } from './support/screenshots';
import { breakNudge, PHONE, useSignedInSession } from './patient-helpers';

test.use({ viewport: PHONE });

const remindersCard = (page: Page) => page.getByRole('region', { name: 'Reminders' });
const whatsAppSwitch = (page: Page) =>
  remindersCard(page).getByRole('switch', { name: 'Remind me on WhatsApp' });

for (const width of [PHONE.width, 1440]) {
  test(`at ${width} px, the WhatsApp switch turns on, stays on after a reload, and alone enables the nudge`, async ({
    page,
    adminApi,
  }) => {
    await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');

    await expect(whatsAppSwitch(page)).not.toBeChecked();
    await expect(whatsAppSwitch(page)).toBeEnabled();
    await expect(breakNudge(page)).toBeDisabled();

    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PATCH',
    );
    await whatsAppSwitch(page).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ whatsappReminders: true });
    await expect(whatsAppSwitch(page)).toBeChecked();
    await expect(breakNudge(page)).toBeEnabled();

    await page.reload();
    await expect(whatsAppSwitch(page)).toBeChecked();
    await expect(breakNudge(page)).toBeEnabled();
    await expect(breakNudge(page)).toBeChecked();
    await remindersCard(page).scrollIntoViewIfNeeded();
    await screenshotWidths(page, `whatsapp-reminders-en`, [width]);
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="reminders-title"]' });
  });
}

test('a refused change moves the switch back and says why', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  expectConsoleErrors(page, /status of 503 .*\/api\/users\/me/);
  await page.route('**/api/users/me', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Service unavailable' }),
    }),
  );
  await page.goto('/dashboard');
  await whatsAppSwitch(page).click();
  await expect(page.getByText('WhatsApp reminders could not be turned on')).toBeVisible();
  await expect(whatsAppSwitch(page)).not.toBeChecked();
});

const NAMES: Record<Exclude<Language, 'en'>, string> = {
  hi: 'मुझे WhatsApp पर याद दिलाएँ',
  mr: 'मला WhatsApp वर आठवण करून द्या',
};

for (const language of ['hi', 'mr'] as const) {
  test(`the switch in ${language}`, async ({ page, context, adminApi }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: E2E_BASE_URL }]);
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const toggle = page.getByRole('switch', { name: NAMES[language] });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await screenshotWidths(page, `whatsapp-reminders-${language}`, [PHONE.width, 1440]);
    await expectNoAxeViolations(page, { include: 'section[aria-labelledby="reminders-title"]' });
  });
}
