/**
 * The patient dashboard in each of its states on a phone (390 px): every state passes axe,
 * with contrast checks axe leaves "incomplete" counted as failures, and is photographed for a
 * person to look at when SCREENSHOT_DIR is set (support/screenshots.ts).
 */
import type { Page } from '@playwright/test';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expectNoAxeViolations } from './support/axe';
import { type AdminApi, clinicDaysAgo, expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { PHONE, dashboardLoaded, useSignedInSession } from './patient-helpers';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/** 12 aligners of 2 weeks from 30 days ago: today is aligner 3's. */
const PLAN = () => ({
  aligners: 12,
  steps: 2,
  startDate: clinicDaysAgo(30),
});

const focusCard = (page: Page) => page.getByRole('region', { name: 'Your tapped aligner' });

/** A signed-in patient of their own on the dashboard at `path`; returns their token. */
async function openDashboard(page: Page, adminApi: AdminApi, path = '/dashboard') {
  const { patient, password } = await adminApi.registerPatient(PLAN());
  const token = await useSignedInSession(page, patient.email, password);
  await page.goto(path);
  await dashboardLoaded(page);
  return { patient, token };
}

async function checkAndShoot(page: Page, name: string, widths: readonly number[] = [PHONE.width]) {
  // Shot first: a state axe fails is then on file to look at.
  await screenshotWidths(page, `dashboard-${name}`, widths);
  await expectNoAxeViolations(page);
}

test('online', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi);
  await checkAndShoot(page, 'online', [PHONE.width, 1440]);
});

test('offline, with the banner', async ({ page, context, adminApi }) => {
  await openDashboard(page, adminApi);
  await context.setOffline(true);
  await expect(page.getByText("You're offline — showing your saved plan")).toBeVisible();
  await checkAndShoot(page, 'offline');
});

test('NFC: today’s aligner, not yet confirmed', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi, '/dashboard?aligner=3');
  await expect(
    focusCard(page).getByRole('button', { name: "I've switched to aligner 3" }),
  ).toBeVisible();
  await checkAndShoot(page, 'nfc-current');
});

test('NFC: today’s aligner while offline', async ({ page, context, adminApi }) => {
  await openDashboard(page, adminApi, '/dashboard?aligner=3');
  await context.setOffline(true);
  await expect(focusCard(page)).toContainText('Connect to the internet to confirm.');
  await expect(
    focusCard(page).getByRole('button', { name: "I've switched to aligner 3" }),
  ).toBeDisabled();
  await checkAndShoot(page, 'nfc-current-offline');
});

test('NFC: a past aligner', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi, '/dashboard?aligner=1');
  await expect(focusCard(page)).toContainText('Aligner 1 is done');
  await checkAndShoot(page, 'nfc-past');
});

test('NFC: a future aligner', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi, '/dashboard?aligner=5');
  await expect(focusCard(page)).toContainText('Aligner 5 is still to come');
  await checkAndShoot(page, 'nfc-future');
});

test('NFC: today’s aligner, confirmed', async ({ page, adminApi }) => {
  const { token } = await openDashboard(page, adminApi);
  const recorded = await page.request.post('/api/aligner-switches', {
    data: { aligner: 3 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await page.goto('/dashboard?aligner=3');
  await expect(focusCard(page)).toContainText('Aligner 3 confirmed');
  await checkAndShoot(page, 'nfc-confirmed');
});

test('the raise-issue dialog', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi);
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  await expect(page.getByRole('dialog', { name: 'Got any issues?' })).toBeVisible();
  await checkAndShoot(page, 'issue-dialog');
});

test('the resume dialog of a paused plan', async ({ page, adminApi }) => {
  const { patient, token } = await openDashboard(page, adminApi);
  const pause = await page.request.post('/api/issue-query', {
    data: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient._id },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pause.status(), await pause.text()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: 'Resume your treatment' }).click();
  await expect(page.getByRole('dialog', { name: 'Issue fixed!' })).toBeVisible();
  await checkAndShoot(page, 'resume-dialog');
});

test('the install card, where the browser offers installing', async ({ page, adminApi }) => {
  await openDashboard(page, adminApi);
  // What Chromium fires once the app is installable.
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
  await expect(page.getByRole('button', { name: 'Install the app' })).toBeVisible();
  await checkAndShoot(page, 'install-card');
});

test.describe('in Safari on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the Add to Home Screen steps', async ({ page, adminApi }) => {
    await openDashboard(page, adminApi);
    await expect(page.getByRole('region', { name: 'Get the TapAlign app' })).toContainText(
      'Add to Home Screen',
    );
    await checkAndShoot(page, 'ios-steps');
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the update prompt', async ({ page, adminApi }) => {
    await openDashboard(page, adminApi);
    await waitForServiceWorker(page);
    // A worker from another script address installs and waits, as a new deployment's would.
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?screens=2', { scope: '/' }));
    await expect(page.getByText('A new version of TapAlign is ready')).toBeVisible();
    // "Reload" keeps its whole label beside the long line on a phone.
    const label = page.getByRole('button', { name: 'Reload' }).locator('.mantine-Button-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await checkAndShoot(page, 'update-prompt');
  });
});
