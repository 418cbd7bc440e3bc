/**
 * Signing in, in Hindi and Marathi, at 390 px: /login by password (and the language kept
 * across the sign-in and a reload, on the dashboard's passkey offer and /passkeys), and
 * /login-mobile through the WhatsApp code step. English stays as it was: the other auth and
 * passkey specs check it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { OTP_TTL_SECONDS } from '../../src/shared/constants';
import { LANGUAGE_COOKIE } from '../../src/shared/languages';
import { PHONE, signInWithPassword, toast, waitForCode } from './patient-helpers';
import { expectNoAxeViolations, gotoReady, signInContext } from './public-helpers';
import { E2E_ADMIN, E2E_BASE_URL } from './support/config';
import { expect, lastMessageSentTo, test, useTestClock } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { addVirtualAuthenticator, closeToasts } from './passkey-helpers';

test.use({ viewport: PHONE });

const WIDTHS = [390, 1440] as const;

const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value;

const expectLanguage = (page: Page, language: string) =>
  expect(page.locator('html')).toHaveAttribute('lang', language);

test('/login in Hindi; the dashboard and /passkeys keep it after the sign-in and a reload', async ({
  page,
  context,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await addVirtualAuthenticator(page);

  await gotoReady(page, '/login?lang=hi');
  await expectLanguage(page, 'hi');
  await expect(page).toHaveTitle('लॉग इन · TapAlign');
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है', level: 1 })).toBeVisible();
  await expect(page.getByText('अपने अलाइनर ट्रीटमेंट पर नज़र रखने के लिए लॉग इन करें।')).toBeVisible();
  const email = page.getByRole('textbox', { name: 'ईमेल', exact: true });
  await expect(email).toBeVisible();
  const passwordField = page.getByRole('textbox', { name: 'पासवर्ड', exact: true });
  await expect(page.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'पासकी से साइन इन करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मोबाइल से लॉग इन करें' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-hi', WIDTHS);

  await email.fill(patient.email);
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'चलिए, शुरू करें' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLanguage(page, 'hi');
  expect(await languageCookie(context)).toBe('hi');
  // The dashboard's one-time passkey offer, in Hindi.
  const offer = page.getByRole('region', {
    name: 'अगली बार अपना फ़िंगरप्रिंट या चेहरा इस्तेमाल करें',
  });
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('button', { name: 'नहीं, धन्यवाद' })).toBeVisible();
  await expectNoAxeViolations(page, { include: '[aria-labelledby="passkey-offer-title"]' });
  await screenshotWidths(page, 'passkey-offer-hi', [390]);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expectLanguage(page, 'hi');
  await expect(offer).toBeVisible();

  // /passkeys: add one, its dates in Hindi's format, and the removal asked in Hindi.
  await gotoReady(page, '/passkeys');
  await expectLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: 'आपकी पासकी', level: 2 })).toBeVisible();
  await expect(page.getByText('अभी आपकी कोई पासकी नहीं है।')).toBeVisible();
  await page.getByLabel('पासकी का नाम').fill('मेरा फ़ोन');
  await page.getByRole('button', { name: 'पासकी जोड़ें' }).click();
  const row = page.getByRole('listitem', { name: 'मेरा फ़ोन' });
  await expect(row).toContainText(/जोड़ी गई: \d{1,2} \S+ \d{4} · अभी तक इस्तेमाल नहीं हुई/);
  await expect(row).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  await expect(toast(page, 'पासकी जुड़ गई। अगली बार इसी से साइन इन करें।')).toBeVisible();
  await closeToasts(page);
  await row.getByRole('button', { name: 'हटाएँ' }).click();
  const confirm = row.getByRole('group', { name: 'मेरा फ़ोन हटाएँ?' });
  await expect(confirm).toContainText('“मेरा फ़ोन” हटाएँ? इसके बाद आप इससे साइन इन नहीं कर पाएँगे।');
  await expect(confirm.getByRole('button', { name: 'पासकी हटाएँ' })).toBeVisible();
  await expectNoAxeViolations(page, { include: 'main' });
  await screenshotWidths(page, 'passkeys-hi', WIDTHS);
  await confirm.getByRole('button', { name: 'इसे रखें' }).click();
  await expect(row.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
});

test('/login-mobile in Marathi through the WhatsApp code to the dashboard; another device follows', async ({
  page,
  context,
  browser,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await gotoReady(page, '/login-mobile?lang=mr');
  await expectLanguage(page, 'mr');
  await expect(page.getByRole('heading', { name: 'मोबाइलने लॉग इन करा', level: 1 })).toBeVisible();
  await expect(page.getByText('आम्ही तुमच्या WhatsApp वर 6 अंकी कोड पाठवू.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ईमेलने लॉग इन करा' })).toBeVisible();
  const number = page.getByLabel(/^मोबाइल नंबर/);

  // A number too short: the toast's title in Marathi.
  await number.fill('98765');
  await page.getByRole('button', { name: 'WhatsApp वर व्हेरिफाय करा' }).click();
  await expect(toast(page, 'कृपया योग्य मोबाइल नंबर टाका')).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-mobile-mr', WIDTHS);

  await number.fill(patient.phone);
  await page.getByRole('button', { name: 'WhatsApp वर व्हेरिफाय करा' }).click();
  await expect(toast(page, 'OTP पाठवला!')).toContainText('कृपया तुमचे WhatsApp पाहा');
  await expect(page.getByRole('heading', { name: 'OTP व्हेरिफाय करा', level: 1 })).toBeVisible();
  await expect(page.getByTestId('code-sent-to')).toHaveText(
    `+91 ${patient.phone.slice(0, 5)} ${patient.phone.slice(5)}`,
  );
  await expect(page.getByText(/कोड फक्त क्लिनिकमध्ये नोंदवलेल्या नंबरवरच येतात/)).toBeVisible();
  const boxes = page.getByRole('textbox', { name: /^6 पैकी अंक \d$/ });
  await expect(boxes).toHaveCount(6);
  await expect(page.getByLabel('वन-टाइम कोड', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ सेकंदांनी OTP पुन्हा पाठवा$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'हा तुमचा नंबर नाही?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'व्हेरिफाय करा आणि पुढे चला' })).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-mobile-code-mr', WIDTHS);

  const code = await waitForCode(patient.phone);
  // The account has no language yet: the code comes in the page's.
  expect(lastMessageSentTo(patient.phone)).toBe(
    `${code} हा तुमचा पडताळणी कोड आहे. तुमच्या सुरक्षिततेसाठी, हा कोड कोणालाही सांगू नका. हा कोड ${OTP_TTL_SECONDS / 60} मिनिटांत संपेल.`,
  );
  // Signed in, the browser's choice is kept on the account, which has none yet.
  const kept = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/me') && r.request().method() === 'PATCH',
  );
  await boxes.first().focus();
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectLanguage(page, 'mr');
  expect(await languageCookie(context)).toBe('mr');
  expect((await kept).ok()).toBe(true);

  // The account took Marathi from this phone: a laptop that has no choice of its own signs in
  // on the English /login and opens the dashboard in Marathi.
  const laptop = await browser.newContext({ baseURL: E2E_BASE_URL });
  await useTestClock(laptop);
  const laptopPage = await laptop.newPage();
  await gotoReady(laptopPage, '/login');
  await expectLanguage(laptopPage, 'en');
  await signInWithPassword(laptopPage, patient.email, password);
  await expect(laptopPage).toHaveURL(/\/dashboard$/);
  await expectLanguage(laptopPage, 'mr');
  await expect(laptopPage.getByRole('heading', { name: 'टाइमलाइन' })).toBeVisible();
  expect(await languageCookie(laptop)).toBe('mr');
  await laptop.close();
});

test('/login in Marathi; /login-mobile in Hindi, its code step included', async ({
  page,
  adminApi,
}) => {
  const { patient } = await adminApi.registerPatient();
  await gotoReady(page, '/login?lang=mr');
  await expectLanguage(page, 'mr');
  await expect(page.getByRole('heading', { name: 'पुन्हा स्वागत आहे', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'चला, सुरू करूया' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'पासकीने साइन इन करा' })).toBeVisible();
  await expect(page.getByText('किंवा', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-mr', WIDTHS);

  await page.getByRole('link', { name: 'मोबाइलने लॉग इन करा' }).click();
  await expect(page).toHaveURL(/\/login-mobile$/);
  await expectLanguage(page, 'mr');

  await gotoReady(page, '/login-mobile?lang=hi');
  await expectLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: 'मोबाइल से लॉग इन करें', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-mobile-hi', WIDTHS);

  await page.getByLabel(/^मोबाइल नंबर/).fill(patient.phone);
  await page.getByRole('button', { name: 'WhatsApp पर वेरिफ़ाई करें' }).click();
  await expect(toast(page, 'OTP भेज दिया गया!')).toContainText('कृपया अपना WhatsApp देखें');
  await expect(page.getByRole('heading', { name: 'OTP वेरिफ़ाई करें', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^6 में से अंक \d$/ })).toHaveCount(6);
  await expect(page.getByText(/^\d+ सेकंड बाद OTP दोबारा भेजें$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'यह आपका नंबर नहीं है?' })).toBeVisible();
  await closeToasts(page);
  await expectNoAxeViolations(page);
  await screenshotWidths(page, 'login-mobile-code-hi', WIDTHS);
});

test('the admin’s passkey screen stays English in a Hindi browser', async ({ page, context }) => {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: E2E_BASE_URL }]);
  await signInContext(page, page.request, E2E_ADMIN);
  await gotoReady(page, '/admin/passkeys');
  await expectLanguage(page, 'hi');
  await expect(page.getByRole('heading', { name: 'Your passkeys', level: 2 })).toBeVisible();
  await expect(page.getByLabel('Name of the passkey')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a passkey' }).first()).toBeVisible();
  await expect(
    page.getByText('Once you have one, your password alone no longer signs you in.', {
      exact: false,
    }),
  ).toBeVisible();
});
