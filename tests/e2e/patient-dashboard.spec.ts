import type { Page } from '@playwright/test';
import type { Timeline } from '../../src/shared/api-types';
import { addDays } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { BRAND, DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { progressLabel, progressPercent, summarizePlan } from '../../src/shared/treatment-plan';
import { clinicToday, expect, test, type AdminApi } from './support/fixtures';
import { pinnedClocks } from './support/pinned-clocks';
import { PHONE, currentUserOf, dropPageSession, tile, useSignedInSession } from './patient-helpers';

// Patients are in India: the browser's calendar is the clinic's.
test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const today = clinicToday;
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const STATUS_LABEL: Record<string, string> = {
  'in progress': 'In progress',
  pending: 'Pending',
  'end date': 'End date',
  completed: 'Completed',
};

async function timelineOf(page: Page): Promise<Timeline> {
  const token = await page.evaluate(() => localStorage.getItem('dentistAuthToken'));
  const response = await page.request.get('/api/timeline', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { timeline: Timeline }).timeline;
}

const SCENARIOS = [
  { name: 'mid-treatment', aligners: 12, steps: 2, startOffset: -45, status: 'Active' },
  { name: 'not started yet', aligners: 8, steps: 1, startOffset: 10, status: 'Active' },
  { name: 'finished', aligners: 6, steps: 2, startOffset: -200, status: 'Completed' },
] as const;

type Scenario = (typeof SCENARIOS)[number];

for (const scenario of SCENARIOS) {
  test(`shows every figure of a plan ${scenario.name}, as docs/design.md §3 computes it`, ({
    page,
    adminApi,
  }) => showsEveryFigure({ page, adminApi }, scenario));
}
// The calendar's edges: a change date on the 1st, a month's last day, the year's.
for (const clock of pinnedClocks()) {
  test.describe(`on ${clock.name}`, () => {
    test.use({ clinicClock: clock.at });
    for (const scenario of SCENARIOS.slice(0, 2)) {
      test(`shows every figure of a plan ${scenario.name}`, ({ page, adminApi }) =>
        showsEveryFigure({ page, adminApi }, scenario));
    }
  });
}

async function showsEveryFigure(
  { page, adminApi }: { page: Page; adminApi: AdminApi },
  scenario: Scenario,
) {
  const plan = {
    startDate: addDays(today(), scenario.startOffset),
    aligners: scenario.aligners,
    steps: scenario.steps,
  };
  const { patient, password } = await adminApi.registerPatient(plan);
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();

  // The API's figures are the plan rules' figures for today…
  const user = await currentUserOf(page);
  const expected = summarizePlan({ ...plan, pauses: [] }, today());
  expect(user).toMatchObject({
    duration: expected.duration,
    daysCompleted: expected.daysCompleted,
    daysRemaining: expected.daysRemaining,
    durationInWeeks: expected.durationInWeeks,
    currentAligner: expected.currentAligner,
    nextDate: expected.nextDate,
    status: expected.status,
  });

  // …and the page shows exactly those.
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('heading', { name: patient.name })).toBeVisible();
  await expect(profile).toContainText(patient.email);
  await expect(profile).toContainText(`+91 ${patient.phone}`);
  await expect(profile).toContainText(formatDate(plan.startDate, 'en'));
  // docs/product-spec.md §2, word for word: 'Every N weeks' whatever N is (the plan not started
  // has N = 1).
  await expect(profile.getByText(/^Every \d+ weeks?$/)).toHaveText(`Every ${plan.steps} weeks`);
  await expect(profile).toContainText(scenario.status);
  const plan3d = profile.getByRole('link', { name: /View 3D plan/ });
  await expect(plan3d).toHaveAttribute('href', patient.link3d);
  await expect(plan3d).toHaveAttribute('target', '_blank');

  await expect(tile(page, 'Current Aligner')).toContainText(
    `${user.currentAligner}/${user.aligners}`,
  );
  await expect(tile(page, 'Next Aligner Date')).toContainText(
    user.nextDate ? formatDate(user.nextDate, 'en') : 'All Done',
  );
  await expect(tile(page, 'Journey status')).toContainText(
    progressLabel(user.daysCompleted!, user.duration!),
  );
  const percent = Math.round(progressPercent(user.daysCompleted!, user.duration!));
  await expect(page.getByTestId('progress-percent')).toHaveText(`${percent}%`);
  await expect(page.getByRole('progressbar', { name: 'Treatment progress' })).toHaveAttribute(
    'aria-valuenow',
    String(percent),
  );
  await expect(tile(page, 'Total Days')).toContainText(days(user.duration!));
  await expect(tile(page, 'Total Days')).toContainText(`${user.durationInWeeks} weeks`);
  await expect(tile(page, 'Remaining Days')).toContainText(days(user.daysRemaining!));

  const timeline = await timelineOf(page);
  const rows = page.getByRole('region', { name: /Treatment timeline/ }).getByRole('listitem');
  // Folded to the aligners around today until "Show all" (a plan of few aligners shows all).
  const showAll = page.getByRole('button', { name: `Show all ${plan.aligners + 1} events` });
  if (await showAll.isVisible()) await showAll.click();
  await expect(rows).toHaveCount(plan.aligners + 1);
  for (const [index, event] of timeline.eventDates.entries()) {
    await expect(rows.nth(index)).toContainText(formatDate(event.date, 'en'));
    await expect(rows.nth(index)).toContainText(STATUS_LABEL[event.status]!);
  }

  if (scenario.name === 'not started yet') {
    await expect(tile(page, 'Current Aligner')).toContainText('0/8');
    await expect(tile(page, 'Journey status')).toContainText('Smile shift initiated');
    await expect(page.getByTestId('progress-percent')).toHaveText('0%');
  }
  if (scenario.name === 'finished') {
    await expect(tile(page, 'Next Aligner Date')).toContainText('All Done');
    await expect(tile(page, 'Journey status')).toContainText(`${BRAND}ed`);
    await expect(page.getByTestId('progress-percent')).toHaveText('100%');
    await expect(tile(page, 'Remaining Days')).toContainText('0 days');
  }
}

test('shows 3 tiles and 8 timeline rows while the timeline loads', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  // The page's shell, as the installed app's worker answers it: the server draws no plan.
  await dropPageSession(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/timeline', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('status', { name: 'Loading your treatment' })).toBeVisible();
  await expect(page.getByTestId('tile-skeleton')).toHaveCount(3);
  await expect(page.getByTestId('timeline-row-skeleton')).toHaveCount(8);
  release();
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.getByTestId('tile-skeleton')).toHaveCount(0);
});

test('an NFC tap opens the dashboard on that aligner; a bad value is ignored', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient({ aligners: 16 });
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard?aligner=11');
  const tapped = page.locator('#aligner-11');
  await expect(tapped).toHaveAttribute('data-highlighted', 'true');
  // On a phone the page shows what the tap means (tests/e2e/pwa-nfc.spec.ts has each case).
  await expect(page.getByRole('region', { name: 'Your tapped aligner' })).toBeInViewport();

  await page.goto('/dashboard?aligner=eleven');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0);
});
