import type { Page } from '@playwright/test';
import { LOGIN_PHONE_STORAGE_KEY, OTP_RESEND_SECONDS } from '../../src/shared/constants';
import { expect, expectConsoleErrors, test, uniquePhone } from './support/fixtures';
import { PHONE, storedToken, toast, typeWrongCode, waitForCode } from './patient-helpers';

test.use({ viewport: PHONE });

const digitBoxes = (page: Page) => page.getByRole('textbox', { name: /^Digit \d of 6$/ });
const storedPhone = (page: Page) =>
  page.evaluate((key) => sessionStorage.getItem(key), LOGIN_PHONE_STORAGE_KEY);

async function askForCode(page: Page, phone: string) {
  await page.getByLabel(/^Mobile number/).fill(phone);
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  await expect(toast(page, 'OTP sent!')).toContainText('Please check your Whatsapp');
  await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
}

test.describe('WhatsApp sign-in on a phone', () => {
  test('checks the number: +91, ten digits at most, the spec’s errors', async ({ page }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/login')) calls++;
    });
    await page.goto('/login-mobile');
    await expect(page.getByText('+91', { exact: true })).toBeVisible();
    const field = page.getByLabel(/^Mobile number/);
    // Spaces, dashes and +91 are dropped; a number too long is kept whole, never cut.
    await field.fill('+91 98765-43210');
    await expect(field).toHaveValue('9876543210');
    await field.fill('98765-432109876');
    await expect(field).toHaveValue('98765-432109876');

    await field.fill('98765');
    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    const problem = toast(page, 'Please enter a valid mobile number');
    await expect(problem).toContainText('Mobile number must be 10 digits');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
    await expect(page.getByRole('link', { name: 'Log in via Email' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('signs in with the code: typing, backspace, paste, then the dashboard', async ({
    page,
    adminApi,
  }) => {
    const { patient } = await adminApi.registerPatient();
    await page.goto('/login-mobile');
    await askForCode(page, patient.phone);
    expect(await storedPhone(page)).toBe(patient.phone);
    await expect(page.getByTestId('code-sent-to')).toHaveText(
      `+91 ${patient.phone.slice(0, 5)} ${patient.phone.slice(5)}`,
    );
    const code = await waitForCode(patient.phone);

    const boxes = digitBoxes(page);
    await expect(boxes).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(boxes.nth(i)).toHaveAttribute('autocomplete', 'one-time-code');
    }
    await expect(boxes.first()).toBeFocused();

    // Typing moves along the boxes; a short code is refused before any call.
    await page.keyboard.type(code.slice(0, 3));
    await expect(boxes.nth(3)).toBeFocused();
    await expect(boxes.nth(2)).toHaveValue(code[2]!);
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    await expect(toast(page, 'Please enter a valid OTP')).toBeVisible();

    // Backspace on an empty box goes back to the one before.
    await boxes.nth(3).focus();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(2)).toBeFocused();

    // A pasted code fills every box.
    await boxes.first().focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    // The sixth digit sends the code by itself.
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    expect(await storedToken(page)).not.toBeNull();
    expect(await storedPhone(page)).toBeNull();
  });

  test('validation toasts close once fixed, and none follows onto the dashboard', async ({
    page,
    adminApi,
  }) => {
    const { patient } = await adminApi.registerPatient();
    const phone = patient.phone as string;
    await page.goto('/login-mobile');
    const field = page.getByLabel(/^Mobile number/);
    await field.fill(phone.slice(0, 5));
    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    const badNumber = toast(page, 'Please enter a valid mobile number');
    await expect(badNumber).toBeVisible();
    // The pointer rests on the toast, which holds it open: only fixing the problem closes it.
    await badNumber.hover();
    await field.focus();
    await page.keyboard.type(phone.slice(5, 9));
    await expect(badNumber).toBeVisible();
    await page.keyboard.type(phone.slice(9));
    await expect(badNumber).toHaveCount(0);

    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    const code = await waitForCode(phone);
    const boxes = digitBoxes(page);
    await page.keyboard.type(code.slice(0, 4));
    await page.getByRole('button', { name: 'Verify & Continue' }).click();
    const badCode = toast(page, 'Please enter a valid OTP');
    await expect(badCode).toBeVisible();
    await badCode.hover();
    await boxes.nth(4).focus();
    await page.keyboard.type(code[4]!);
    await expect(badCode).toHaveCount(0);
    await page.keyboard.type(code[5]!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: patient.name })).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  });

  test('a wrong code gets the server’s message; “Not your number?” starts over', async ({
    page,
    adminApi,
  }) => {
    const { patient } = await adminApi.registerPatient();
    await page.goto('/login-mobile');
    await askForCode(page, patient.phone);
    await typeWrongCode(page, patient.phone);
    // The boxes are cleared for another try, from the first one.
    for (let i = 0; i < 6; i++) await expect(digitBoxes(page).nth(i)).toHaveValue('');
    await expect(digitBoxes(page).first()).toBeFocused();
    expect(await storedToken(page)).toBeNull();

    // A reload keeps the code step (the number is in sessionStorage).
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();

    await page.getByRole('button', { name: 'Not your number?' }).click();
    await expect(page.getByLabel(/^Mobile number/)).toHaveValue('');
    expect(await storedPhone(page)).toBeNull();
  });

  test('counts down 60 s before offering a resend (controlled clock)', async ({ page }) => {
    expectConsoleErrors(page, /status of 429 .*\/api\/users\/resend-otp/);
    // Installed time flows on by itself: it is paused once the page runs and before the code
    // is asked for, so each second of the countdown passes only when the test says so.
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto('/login-mobile');
    // The page's app starts on a timer: it runs before time is paused.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.getByLabel(/^Mobile number/).fill(uniquePhone());
    await page.clock.pauseAt(start + 60_000);
    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();

    await expect(page.getByText(`Resend OTP in ${OTP_RESEND_SECONDS}s`)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByText('Resend OTP in 59s')).toBeVisible();
    await page.clock.runFor(29_000);
    await expect(page.getByText('Resend OTP in 30s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
    await page.clock.runFor(30_000);
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();

    // The server keeps its own 60 s (real time): asking now is refused with its message.
    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await expect(toast(page, /Please wait 60 seconds/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  });

  test('resends a new code after the wait and restarts the countdown', async ({
    page,
    adminApi,
  }) => {
    test.slow();
    const { patient } = await adminApi.registerPatient();
    await page.goto('/login-mobile');
    await askForCode(page, patient.phone);
    const first = await waitForCode(patient.phone);

    const resend = page.getByRole('button', { name: 'Resend OTP' });
    await expect(resend).toBeVisible({ timeout: (OTP_RESEND_SECONDS + 5) * 1000 });
    await resend.click();
    await expect(toast(page, 'OTP sent!').last()).toContainText('Please check your Whatsapp');
    await expect(page.getByText(/^Resend OTP in (60|59)s$/)).toBeVisible();
    const second = await waitForCode(patient.phone, first);

    await digitBoxes(page).first().focus();
    await page.keyboard.type(second);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
