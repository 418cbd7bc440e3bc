/**
 * Today first (docs/design.md §4) on a 390×844 phone: after a fresh sign-in the first screen,
 * unscrolled, holds today's aligner and its switch, the next change, today's wear with its
 * button and the check-in due; opened from a case's tag, the switch's confirmation and the wear
 * button are both on screen once the page settles; nothing moves after the first paint; the
 * "Reminders" card is within two screens, and its break nudge is on only while something can
 * deliver it.
 */
import type { Locator, Page } from '@playwright/test';
import { todayIn } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { formatDate } from '../../src/shared/display-dates';
import { LANGUAGE_COOKIE, type Language } from '../../src/shared/languages';
import { expectNoAxeViolations } from './support/axe';
import { E2E_BASE_URL } from './support/config';
import { expect, test, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import {
  ON_THIRD_ALIGNER,
  PHONE,
  agreeToPrivacyNotice,
  breakNudge,
  dashboardLoaded,
  layoutShiftSum,
  recordLayoutShifts,
  signInWithPassword,
  toast,
  useSignedInSession,
} from './patient-helpers';
import { fakePushManager } from './pwa-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const PLAN = ON_THIRD_ALIGNER;

/** Whether the element lies wholly inside the viewport as it is now (the page unscrolled or not). */
async function expectOnScreen(locator: Locator) {
  // Measured on the app's page: a page the server drew is replaced by the app's own, element
  // for element in the same places, and an element measured as that happens has no box.
  await expect(locator.page().locator('html[data-app-ready]')).toBeAttached();
  const box = (await locator.boundingBox())!;
  const text = (await locator.textContent()) ?? '';
  expect(box.y, `top of "${text}"`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `bottom of "${text}"`).toBeLessThanOrEqual(PHONE.height);
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The live chat's launcher, once the vendor draws it in the corner, never covers the element:
 * it is lifted above it at the widget's next check.
 */
async function expectClearOfLiveChat(page: Page, locator: Locator) {
  const chat = page.getByRole('complementary', { name: 'Live chat' });
  await expect(chat).toBeVisible();
  await expect
    .poll(async () => overlap((await chat.boundingBox())!, (await locator.boundingBox())!))
    .toBe(false);
  await expectOnScreen(chat);
}

const todayCard = (page: Page) => page.getByRole('region', { name: 'Today' });
const wearButton = (page: Page) =>
  page.getByRole('region', { name: 'Wear' }).getByRole('button', { name: 'Taking them out' });

async function freshSignIn(page: Page, adminApi: AdminApi, plan = PLAN()) {
  const { patient, password } = await adminApi.registerPatient(plan);
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await page.waitForURL('**/dashboard');
  return patient;
}

test('after a fresh sign-in, today is on the first screen, unscrolled, and nothing moves', async ({
  page,
  adminApi,
}) => {
  await recordLayoutShifts(page);
  await freshSignIn(page, adminApi);
  await dashboardLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));

  const today = todayCard(page);
  await expect(today.getByRole('heading', { name: 'Aligner 3 of 12' })).toBeVisible();
  await expect(today.getByTestId('switch-state')).toHaveText('Switch late by 2 days');
  await expect(today.getByTestId('today-next')).toHaveText(/^Next change: /);
  await expect(page.getByTestId('wear-pace')).toHaveText(/^On track: the goal by now is /);
  await expect(page.getByTestId('check-in-due')).toContainText('Photo check-in due for aligner 3');
  // The privacy notice stays first, compact.
  const notice = page.getByRole('region', { name: 'Your data and your privacy' });
  await expect(notice).toBeVisible();
  expect((await notice.boundingBox())!.height).toBeLessThan(200);

  for (const item of [
    notice,
    today.getByRole('heading', { name: 'Aligner 3 of 12' }),
    today.getByTestId('switch-state'),
    today.getByTestId('today-next'),
    today.getByRole('button', { name: "I've switched to aligner 3" }),
    page.getByTestId('check-in-due').getByRole('button', { name: 'Photo check-in' }),
    page.getByTestId('wear-today'),
    page.getByTestId('wear-pace'),
    wearButton(page),
  ]) {
    await expectOnScreen(item);
  }
  await expectClearOfLiveChat(page, wearButton(page));
  // One-time offers come after today; the reminders within the first two screens.
  const reminders = page.getByRole('region', { name: 'Reminders' });
  const remindersTop = (await reminders.boundingBox())!.y;
  expect(remindersTop).toBeLessThan(2 * PHONE.height);
  const wearBottom = (await page.getByRole('region', { name: 'Wear' }).boundingBox())!;
  const offer = page.getByRole('region', { name: /fingerprint or face/i });
  if (await offer.count()) {
    expect((await offer.boundingBox())!.y).toBeGreaterThan(wearBottom.y + wearBottom.height - 1);
  }
  expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);

  await screenshotWidths(page, 'dashboard-today-en', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);
});

/**
 * The page settled as a tap leaves it: the plan, the wear log and the reminder settings loaded,
 * with nothing scrolled by the test (a scroll of the patient's own ends the page's keeping).
 */
async function settledWithoutScrolling(page: Page) {
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeAttached();
  await expect(page.getByTestId('wear-today')).toBeVisible();
  await expect(breakNudge(page).locator('xpath=ancestor::*[@data-setting][1]')).toHaveAttribute(
    'data-setting',
    'loaded',
  );
}

for (const aligner of [3, 1, 12]) {
  test(`a tap on aligner ${aligner}'s case keeps what it means and the wear button on screen`, async ({
    page,
    adminApi,
  }) => {
    await recordLayoutShifts(page);
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await useSignedInSession(page, patient.email, password);
    await page.goto(`/dashboard?aligner=${aligner}`);
    const focus = page.getByRole('region', { name: 'Your tapped aligner' });
    await expect(wearButton(page)).toBeVisible();
    if (aligner === 3) {
      const confirm = focus.getByRole('button', { name: "I've switched to aligner 3" });
      await expect(confirm).toBeEnabled();
      await expectOnScreen(confirm);
    } else {
      await expect(focus).toContainText(aligner < 3 ? 'is done' : 'is still to come');
    }
    await settledWithoutScrolling(page);
    await expect(wearButton(page)).toBeInViewport({ ratio: 1 });
    await expectOnScreen(wearButton(page));
    await expectClearOfLiveChat(page, wearButton(page));
    const focusTop = (await focus.boundingBox())!.y;
    expect(focusTop).toBeGreaterThanOrEqual(0);
    expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
  });
}

test('a paused plan shows its pause and "Resume your treatment" on the first screen', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await useSignedInSession(page, patient.email, password);
  const pause = await page.request.post('/api/issue-query', {
    data: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient._id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pause.status()).toBe(201);
  await page.goto('/dashboard');
  const notice = page.getByTestId('paused-notice');
  await expect(notice).toBeVisible();
  await expectOnScreen(notice.getByRole('button', { name: 'Resume your treatment' }));
  await expect(todayCard(page).getByTestId('today-next')).toHaveText(
    'No change is due while your treatment is paused.',
  );
  // Nothing is due while paused.
  await expect(page.getByTestId('check-in-due')).toHaveCount(0);
});

test('an open issue is on the first screen with the clinic’s phone, drawn with the page', async ({
  page,
  adminApi,
}) => {
  await recordLayoutShifts(page);
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await useSignedInSession(page, patient.email, password);
  // A patient who has raised an issue has used the app before: the notice is agreed to.
  await agreeToPrivacyNotice(page.request, token);
  const raised = await page.request.post('/api/issue-query', {
    data: { issueType: 'Lost/Damaged Aligner', pauseProgress: false, addedBy: patient._id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(raised.status()).toBe(201);
  await page.goto('/dashboard');
  const issues = todayCard(page).getByTestId('open-issues');
  const today = formatDate(todayIn(DEFAULT_CLINIC_TIMEZONE), 'en');
  await expect(issues).toContainText(
    `Your clinic is looking into your issue “Lost/Damaged Aligner”, raised on ${today}.`,
  );
  const call = issues.getByRole('link', { name: 'Call the clinic: +91 22 4000 1234' });
  await expect(call).toHaveAttribute('href', 'tel:+912240001234');
  await expectOnScreen(call);
  // The switch and the wear button stay on the first screen with it.
  await expectOnScreen(page.getByRole('button', { name: /I've switched to aligner 3/ }));
  await expectOnScreen(page.getByRole('button', { name: 'Taking them out' }));
  await dashboardLoaded(page);
  expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
  await screenshotWidths(page, 'dashboard-open-issue', [PHONE.width]);
  await expectNoAxeViolations(page);
});

test('the timeline shows the aligners around today until "Show all"', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  const rows = page.locator('[data-timeline-scroller] li');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toHaveAttribute('id', 'aligner-2');
  await expect(rows.last()).toHaveAttribute('id', 'aligner-5');
  await page.getByRole('button', { name: 'Show all 13 events' }).click();
  await expect(rows).toHaveCount(13);
  await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
});

test.describe('the break nudge', () => {
  test.use({ serviceWorkers: 'allow' });

  test('cannot be on while no reminder can deliver it, and says what to turn on', async ({
    page,
    adminApi,
  }) => {
    await fakePushManager(page);
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    const reminders = page.getByRole('region', { name: 'Reminders' });
    await expect(breakNudge(page)).toBeDisabled();
    await expect(breakNudge(page)).not.toBeChecked();
    await expect(reminders).toContainText('Turn on the aligner reminders above to get this.');

    await reminders.getByRole('switch', { name: /^Remind me to switch aligners/ }).click();
    await expect(breakNudge(page)).toBeEnabled();
    await expect(breakNudge(page)).toBeChecked();
    await expect(reminders).not.toContainText('Turn on the aligner reminders');
  });

  test("a browser's raw refusal reads as a sentence in the patient's language", async ({
    page,
    context,
    adminApi,
  }) => {
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = () =>
        Promise.reject(
          new DOMException('Registration failed - permission denied', 'NotAllowedError'),
        );
    });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: E2E_BASE_URL }]);
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('switch', { name: /^अलाइनर बदलने की याद दिलाएँ/ }).click();
    const shown = toast(page, 'रिमाइंडर चालू नहीं हो सके');
    await expect(shown).toContainText('आपका फ़ोन अभी सूचनाएँ नहीं बदल पाया। कृपया फिर से कोशिश करें।');
    await expect(shown).not.toContainText('permission denied');
  });
});

for (const language of ['hi', 'mr'] as const satisfies readonly Language[]) {
  test(`the first screen in ${language}`, async ({ page, context, adminApi }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: E2E_BASE_URL }]);
    const { patient, password } = await adminApi.registerPatient(PLAN());
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByTestId('check-in-due')).toBeVisible();
    await expect(page.getByTestId('wear-pace')).toBeVisible();
    await expectOnScreen(page.getByTestId('wear-card').getByRole('button').first());
    await screenshotWidths(page, `dashboard-today-${language}`, [PHONE.width]);
    await expectNoAxeViolations(page);
  });
}
