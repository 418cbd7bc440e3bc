/**
 * The patient dashboard in Hindi and Marathi on a phone (390 px): its cards, the tapped
 * aligner's card and its offline states, the issue and resume dialogs, the privacy cards and
 * the loading view read in the patient's language, with dates in that language's format
 * (hi-IN, mr-IN); every state passes axe and is photographed when SCREENSHOT_DIR is set.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { addDays } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { dateLocale, LANGUAGE_COOKIE, type Language } from '../../src/shared/languages';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import { type AdminApi, clinicToday, expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import {
  agreeToPrivacyNotice,
  currentUserOf,
  dropPageSession,
  PHONE,
  showWearChart,
  tile,
  useSignedInSession,
} from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const WIDTHS = [PHONE.width, 1440] as const;
const today = () => clinicToday();
/** 12 aligners of 2 weeks from 30 days ago: today is aligner 3's. */
const PLAN = () => ({ aligners: 12, steps: 2, startDate: addDays(today(), -30) });

/** A calendar date as the language writes it (what the dashboard must show). */
const dateIn = (language: Language, date: string) => formatDate(date, language);

/**
 * A patient of their own, reading TapAlign in `language` (the cookie the switcher sets),
 * signed in on the dashboard at `path`.
 */
async function openDashboard(
  page: Page,
  context: BrowserContext,
  adminApi: AdminApi,
  language: Language,
  { path = '/dashboard', agree = true } = {},
) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: E2E_BASE_URL }]);
  const plan = PLAN();
  const { patient, password } = await adminApi.registerPatient(plan);
  const token = await useSignedInSession(page, patient.email, password);
  if (agree) await agreeToPrivacyNotice(page.request, token);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Loaded in full: the timeline, then the wear chart (the last card to arrive).
  await expect(page.getByRole('heading', { name: 'टाइमलाइन' })).toBeVisible();
  await showWearChart(page);
  await expect(page.locator('.recharts-surface')).toBeVisible();
  return { patient, plan };
}

const profileOf = (page: Page, name: string) => page.getByRole('region', { name });

test('the dashboard in Marathi, its dates in mr-IN', async ({ page, context, adminApi }) => {
  const { plan } = await openDashboard(page, context, adminApi, 'mr', { agree: false });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तुमचे उपचार');
  const profile = profileOf(page, 'प्रोफाइल');
  await expect(profile).toContainText('सक्रिय');
  await expect(profile).toContainText('दर 2 आठवड्यांनी');
  // The starting date as Marathi writes it, in the Latin digits of the numbers beside it.
  const start = dateIn('mr', plan.startDate);
  expect(start).toMatch(/^\d{1,2} \S+ \d{4}$/);
  await expect(profile).toContainText(start);
  await expect(profile.getByRole('link', { name: /3D प्लॅन पहा/ })).toBeVisible();
  await expect(tile(page, 'सध्याचा अलाइनर')).toContainText('3/12');
  await expect(tile(page, 'पुढील अलाइनरची तारीख')).toContainText(/\d{1,2} \S+ \d{4}$/);
  // Counts in a plural in the same digits.
  const user = await currentUserOf(page);
  const count = (n = 0) => new Intl.NumberFormat(dateLocale('mr')).format(n);
  await expect(tile(page, 'एकूण दिवस')).toContainText(`${count(user.duration)} दिवस`);
  await expect(tile(page, 'एकूण दिवस')).toContainText(`${count(user.durationInWeeks)} आठवडे`);
  await page.getByRole('button', { name: 'सर्व 13 टप्पे दाखवा' }).click();
  await expect(page.locator('#aligner-1')).toContainText('अलाइनर 1');
  await expect(page.locator('#aligner-1')).toContainText('पूर्ण');
  await expect(page.locator('#aligner-1')).toContainText(dateIn('mr', plan.startDate));
  await expect(page.locator('#treatment-end')).toContainText('उपचार पूर्ण होतील');
  // The privacy notice to agree to, the patient's rights, the reminders.
  await expect(page.getByRole('heading', { name: 'तुमचा डेटा आणि तुमची गोपनीयता' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'रिमाइंडर', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'माझा डेटा डाउनलोड करा' })).toBeVisible();
  await screenshotWidths(page, 'dashboard-mr', WIDTHS);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'मी सहमत आहे' }).click();
  await expect(page.getByRole('heading', { name: 'तुमचा डेटा आणि तुमची गोपनीयता' })).toHaveCount(0);
});

test('the dashboard in Hindi, its dates in hi-IN', async ({ page, context, adminApi }) => {
  const { plan } = await openDashboard(page, context, adminApi, 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('आपका इलाज');
  const profile = profileOf(page, 'प्रोफ़ाइल');
  await expect(profile).toContainText('सक्रिय');
  await expect(profile).toContainText('हर 2 हफ़्ते');
  await expect(profile).toContainText(dateIn('hi', plan.startDate));
  await expect(tile(page, 'मौजूदा अलाइनर')).toContainText('3/12');
  const user = await currentUserOf(page);
  await expect(tile(page, 'कुल दिन')).toContainText(`${user.duration} दिन`);
  await expect(tile(page, 'कुल दिन')).toContainText(`${user.durationInWeeks} हफ़्ते`);
  await expect(page.getByRole('heading', { name: 'अवधि का सारांश' })).toBeVisible();
  await expect(page.locator('#aligner-3')).toContainText('जारी है');
  await expect(page.locator('#aligner-3')).toContainText(dateIn('hi', addDays(plan.startDate, 28)));
  await screenshotWidths(page, 'dashboard-hi', WIDTHS);
  await expectNoAxeViolations(page);
});

test('raises an issue in Marathi, pausing the treatment, and opens the resume dialog', async ({
  page,
  context,
  adminApi,
}) => {
  // Two dialogs and a dozen checks: long on a busy 2-core machine.
  test.slow();
  await openDashboard(page, context, adminApi, 'mr');
  const profile = profileOf(page, 'प्रोफाइल');
  await profile.getByRole('button', { name: 'काही समस्या आहे?' }).click();
  const issue = page.getByRole('dialog', { name: 'काही समस्या आहे?' });
  await expect(issue.getByRole('link', { name: 'आमच्याशी संपर्क साधा' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await issue.getByRole('button', { name: 'पाठवा' }).click();
  await expect(issue.getByText('कृपया समस्येचा प्रकार निवडा')).toBeVisible();
  const type = issue.getByLabel(/^समस्येचा प्रकार/);
  await expect(type.locator('option:not([disabled])')).toHaveText([
    'अलाइनर नीट बसत नाही',
    'अलाइनर हरवला/खराब झाला',
    'दुखणे किंवा अस्वस्थता',
    'इतर (कृपया नमूद करा)',
  ]);
  // "Other" needs a description: its label loses "(optional)" and an empty one is refused.
  await type.selectOption({ label: 'इतर (कृपया नमूद करा)' });
  await issue.getByRole('button', { name: 'पाठवा' }).click();
  await expect(issue.getByText('कृपया समस्येचे वर्णन करा')).toBeVisible();
  await screenshotWidths(page, 'issue-dialog-mr', WIDTHS);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await type.selectOption({ label: 'दुखणे किंवा अस्वस्थता' });
  await issue.getByLabel('वर्णन (ऐच्छिक)').fill('नवीन अलाइनर दाढेवर दाबतो.');
  await issue.getByLabel('हे सुटेपर्यंत माझ्या उपचारांची प्रगती थांबवा').check();
  await issue.getByRole('button', { name: 'पाठवा' }).click();
  await expect(issue).toBeHidden();
  // The server's confirmation gone (it closes by itself), so nothing covers what axe reads.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);

  // Paused: the notice, the badge, the tiles and the timeline say so in Marathi.
  await expect(page.getByTestId('paused-notice')).toContainText(
    'तुमची समस्या सुटेपर्यंत अलाइनर 3 घालत राहा',
  );
  await expect(profile).toContainText('थांबवलेले');
  await expect(tile(page, 'पुढील अलाइनरची तारीख')).toContainText('विराम संपेपर्यंत स्थगित');
  await expect(page.getByText(`${dateIn('mr', today())} पासून थांबवलेले`)).toBeVisible();
  await screenshotWidths(page, 'dashboard-paused-mr', [PHONE.width]);
  await expectNoAxeViolations(page);

  await page
    .getByTestId('paused-notice')
    .getByRole('button', { name: 'तुमचे उपचार पुन्हा सुरू करा' })
    .click();
  const resume = page.getByRole('dialog', { name: 'समस्या सुटली!' });
  const date = resume.getByLabel(/^कृपया तुम्ही उपचार पुन्हा सुरू केल्याची तारीख सांगा\./);
  await expect(resume.getByRole('group', { name: 'कॅलेंडर' })).toBeVisible();
  await expect(resume.getByRole('button', { name: 'मागील महिना' })).toBeVisible();
  await date.fill('31/02/2027');
  await date.press('Tab');
  await expect(resume.getByText('तारीख योग्य नाही.')).toBeVisible();
  const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
  await date.fill('');
  await date.pressSequentially(ddmmyyyy(addDays(today(), -1)));
  await expect(
    resume.getByText(`पुन्हा सुरू करण्याची तारीख आजच्या (${ddmmyyyy(today())}) आधीची असू शकत नाही`),
  ).toBeVisible();
  await screenshotWidths(page, 'resume-dialog-mr', WIDTHS);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test('the issue and resume dialogs in Hindi', async ({ page, context, adminApi }) => {
  await openDashboard(page, context, adminApi, 'hi');
  const profile = profileOf(page, 'प्रोफ़ाइल');
  await profile.getByRole('button', { name: 'कोई समस्या है?' }).click();
  const issue = page.getByRole('dialog', { name: 'कोई समस्या है?' });
  await expect(
    issue
      .getByLabel(/^समस्या का प्रकार/)
      .locator('option')
      .first(),
  ).toHaveText('समस्या चुनें');
  await expect(issue.getByLabel('जब तक यह हल न हो, मेरे इलाज की प्रगति रोक दें')).toBeVisible();
  await screenshotWidths(page, 'issue-dialog-hi', WIDTHS);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });

  await issue.getByLabel(/^समस्या का प्रकार/).selectOption({ label: 'दर्द या असहजता' });
  await issue.getByLabel('जब तक यह हल न हो, मेरे इलाज की प्रगति रोक दें').check();
  await issue.getByRole('button', { name: 'भेजें' }).click();
  await expect(issue).toBeHidden();
  await expect(profile).toContainText('रुका हुआ');

  // "Resume" stands in the pause's notice, on the first screen.
  await page
    .getByTestId('paused-notice')
    .getByRole('button', { name: 'अपना इलाज फिर शुरू करें' })
    .click();
  const resume = page.getByRole('dialog', { name: 'समस्या ठीक हो गई!' });
  await expect(resume.getByRole('button', { name: 'इलाज फिर शुरू करें' })).toBeVisible();
  await screenshotWidths(page, 'resume-dialog-hi', WIDTHS);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
});

test('the tapped aligner’s card in Marathi, online and offline', async ({
  page,
  context,
  adminApi,
}) => {
  const { plan } = await openDashboard(page, context, adminApi, 'mr', {
    path: '/dashboard?aligner=3',
  });
  const card = page.getByRole('region', { name: 'तुम्ही टॅप केलेला अलाइनर' });
  await expect(card.getByRole('heading', { name: 'अलाइनर 3 लावण्याची वेळ झाली आहे' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'मी अलाइनर 3 लावला आहे' })).toBeEnabled();
  await screenshotWidths(page, 'nfc-current-mr', [PHONE.width]);
  await expectNoAxeViolations(page);

  await context.setOffline(true);
  await expect(page.getByText('तुम्ही ऑफलाइन आहात — तुमचा सेव्ह केलेला प्लॅन दाखवत आहोत')).toBeVisible();
  await expect(card).toContainText('पुष्टी करण्यासाठी इंटरनेटला कनेक्ट करा.');
  await expect(card.getByRole('button', { name: 'मी अलाइनर 3 लावला आहे' })).toBeDisabled();
  await screenshotWidths(page, 'nfc-offline-mr', [PHONE.width]);
  await expectNoAxeViolations(page);
  await context.setOffline(false);

  // A future aligner: its start date in Marathi's digits.
  await page.goto('/dashboard?aligner=5');
  await expect(card).toContainText('अलाइनर 5 अजून यायचा आहे');
  await expect(card).toContainText(
    `तो ${dateIn('mr', addDays(plan.startDate, 56))} रोजी सुरू होईल; सध्या तुम्ही अलाइनर 3 वर आहात.`,
  );
  await screenshotWidths(page, 'nfc-future-mr', [PHONE.width]);
});

test('the tapped aligner’s card in Hindi: confirmed, and a tag of no aligner', async ({
  page,
  context,
  adminApi,
}) => {
  await openDashboard(page, context, adminApi, 'hi', { path: '/dashboard?aligner=3' });
  const card = page.getByRole('region', { name: 'आपका टैप किया गया अलाइनर' });
  await card.getByRole('button', { name: 'मैंने अलाइनर 3 लगा लिया है' }).click();
  await expect(card.getByRole('heading', { name: 'अलाइनर 3 की पुष्टि हो गई' })).toBeVisible();
  await expect(card).toContainText(`आपने इसे ${dateIn('hi', today())} को बदला`);
  await screenshotWidths(page, 'nfc-confirmed-hi', [PHONE.width]);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard?aligner=99');
  await expect(card.getByRole('heading', { name: 'यह टैग आपके किसी अलाइनर का नहीं है' })).toBeVisible();
  await expect(card).toContainText('आपके प्लान में 12 अलाइनर हैं और अभी आप अलाइनर 3 पर हैं।');
  await screenshotWidths(page, 'nfc-unknown-hi', [PHONE.width]);
  await expectNoAxeViolations(page);
});

test('asking to erase one’s data in Hindi: the open request’s date in hi-IN', async ({
  page,
  context,
  adminApi,
}) => {
  await openDashboard(page, context, adminApi, 'hi');
  await page.getByRole('button', { name: 'मेरा डेटा मिटाने का अनुरोध करें' }).click();
  await expect(page.getByLabel('कारण (वैकल्पिक)')).toBeVisible();
  await screenshotWidths(page, 'your-data-hi', [PHONE.width]);
  await page.getByRole('button', { name: 'मेरा अनुरोध भेजें' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'आपका डेटा मिटाने का अनुरोध अभी खुला है' });
  const asked = formatDate(today(), 'hi');
  await expect(notice).toContainText(`आपने ${asked} को अनुरोध किया था।`);
  await expectNoAxeViolations(page);
});

test('the loading view in Marathi', async ({ page, context, adminApi }) => {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'mr', url: E2E_BASE_URL }]);
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await useSignedInSession(page, patient.email, password);
  await agreeToPrivacyNotice(page.request, token);
  // The page's shell, as the installed app's worker answers it: the server draws no plan.
  await dropPageSession(page);
  // The timeline held back until the loading view has been looked at.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/timeline', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'तुमचे उपचार लोड होत आहेत' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('तुमचे उपचार');
  await screenshotWidths(page, 'loading-mr', [PHONE.width]);
  release();
  await expect(page.getByRole('heading', { name: 'टाइमलाइन' })).toBeVisible();
});
