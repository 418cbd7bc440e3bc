/**
 * Opening the installed app from outside: the home-screen shortcut `?report=issue` opens the
 * issue dialog, and with `launch_handler` a tap handed to the open window (`launchQueue`)
 * shows that aligner in place, without a reload. Chromium fills `launchQueue` only for an
 * installed app, so the queue here is a stand-in that hands over what the browser would.
 */
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { clinicDaysAgo, expect, test } from './support/fixtures';
import { PHONE, useSignedInSession } from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/** 12 aligners of 2 weeks from 30 days ago: today is aligner 3's. */
const PLAN = () => ({
  aligners: 12,
  steps: 2,
  startDate: clinicDaysAgo(30),
});

test('the "Report an issue" shortcut opens the issue dialog', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard?report=issue');
  await expect(page.getByRole('dialog', { name: 'Got any issues?' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel(/^Issue type/)).toBeVisible();
});

test('a tap handed to the open app shows that aligner in place', async ({ page, adminApi }) => {
  await page.addInitScript(() => {
    // The browser's own queue (a getter on window): keep the app's consumer for the test.
    Object.defineProperty(window, 'launchQueue', {
      configurable: true,
      value: {
        setConsumer(consumer: (params: { targetURL?: string }) => void) {
          Object.assign(window, { e2eLaunch: consumer });
        },
      },
    });
  });
  const { patient, password } = await adminApi.registerPatient(PLAN());
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  const launch = (targetURL: string) =>
    page.evaluate((url) => {
      (window as unknown as { e2eLaunch: (p: { targetURL: string }) => void }).e2eLaunch({
        targetURL: url,
      });
    }, targetURL);

  // Another site's address is not ours to open.
  await launch('https://elsewhere.example/dashboard?aligner=7');
  await launch(new URL('/dashboard?aligner=5', page.url()).href);
  await expect(page).toHaveURL(/\/dashboard\?aligner=5$/);
  const card = page.getByRole('region', { name: 'Your tapped aligner' });
  await expect(card).toContainText('Aligner 5 is still to come');
  await expect(page.locator('#aligner-5')).toHaveAttribute('data-highlighted', 'true');
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});
