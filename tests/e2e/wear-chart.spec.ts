/**
 * The one wear chart, on the patient's Wear card (390 px) and in the compliance drawer (1440
 * px): past days under the goal in the "under" colour, today (the clinic day still running)
 * in its own "today so far" colour and legend, never counted as a short day; and the one
 * aligner-switch list, oldest first in the patient view and newest first in the drawer.
 * Photographed at 390 and 1440 px when SCREENSHOT_DIR is set.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  WEAR_BAR_COLORS,
  type WearBarKind,
} from '../../src/client/components/wear-chart/wear-bars';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { dayStartIn } from '../../src/shared/wear-rules';
import { expectNoAxeViolations } from './support/axe';
import {
  clinicDaysAgo,
  clinicToday,
  expect,
  test,
  testNow,
  type AdminApi,
} from './support/fixtures';
import { clinicNoonTomorrow } from './support/pinned-clocks';
import { screenshotWidths } from './support/screenshots';
import { DESKTOP_WIDE, signInAsAdmin, tableRows, uniquePrefix } from './admin-helpers';
import { PHONE, showWearChart, useSignedInSession } from './patient-helpers';

// Noon at the clinic: today has hours worn to draw, whatever the hour the test runs at.
test.use({ timezoneId: DEFAULT_CLINIC_TIMEZONE, clinicClock: clinicNoonTomorrow() });

const HOUR = 3_600_000;
/** The days, counted back from yesterday, the patient had the aligners out 4 hours. */
const SHORT_DAYS = [1, 2, 3];

/**
 * A patient 30 days into 2-week aligners, 4 hours out on each of SHORT_DAYS and out now since
 * up to 3 hours ago (today can never reach the goal), with aligners 2 and 3 confirmed. Only the
 * current aligner can be confirmed: the plan starts 16 days ago for the first (aligner 2 is
 * current), then the admin moves its start to 30 days ago (aligner 3 is).
 */
async function patientWithShortDays(page: Page, adminApi: AdminApi, name?: string) {
  const { patient, password } = await adminApi.registerPatient({
    ...(name ? { name } : {}),
    startDate: clinicDaysAgo(16),
  });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}` };
  const at = (day: string, hour: number) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`).toISOString();
  const midnight = dayStartIn(clinicToday(), DEFAULT_CLINIC_TIMEZONE);
  const events = [
    ...SHORT_DAYS.flatMap((daysAgo) => [
      { id: randomUUID(), type: 'out', at: at(clinicDaysAgo(daysAgo), 8) },
      { id: randomUUID(), type: 'in', at: at(clinicDaysAgo(daysAgo), 12) },
    ]),
    {
      id: randomUUID(),
      type: 'out',
      at: new Date(Math.max(midnight, testNow().getTime() - 3 * HOUR)).toISOString(),
    },
  ];
  const confirm = async (aligner: number) => {
    const switched = await page.request.post('/api/aligner-switches', {
      headers,
      data: { aligner },
    });
    expect(switched.status(), await switched.text()).toBe(201);
  };
  await confirm(2);
  const moved = await adminApi.request.put(`/api/users/update/${patient._id}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
    data: { startDate: clinicDaysAgo(30) },
  });
  expect(moved.ok(), await moved.text()).toBeTruthy();
  await confirm(3);
  const posted = await page.request.post('/api/wear/events', { headers, data: { events } });
  expect(posted.ok(), await posted.text()).toBeTruthy();
  return { patient, password };
}

/** Each bar's fill, oldest first, as the chart drew it. */
const barFills = (chart: Locator) =>
  chart.locator('.recharts-bar-rectangle path').evaluateAll((paths) =>
    paths
      // A day not logged has no bar of hours, only its outline: nothing drawn is not a bar.
      .filter((path) => (path as SVGGraphicsElement).getBBox().height > 0)
      .map((path) => path.getAttribute('fill')),
  );

const fillOf = (kind: WearBarKind) =>
  `var(--mantine-color-${WEAR_BAR_COLORS[kind].replace('.', '-')})`;

/** Today's bar: drawn once the chart is (the oldest days, not logged, have no bar of hours). */
const todayBar = (chart: Locator) =>
  chart.locator(`.recharts-bar-rectangle path[fill="${fillOf('today')}"]`);

/**
 * 14 days: 3 short, today so far, and 10 days without a tap drawn after them as empty outlines
 * (not logged: never a full bar).
 */
const EXPECTED_FILLS = [
  ...Array<string>(3).fill(fillOf('under')),
  fillOf('today'),
  ...Array<string>(10).fill('none'),
];

test('the Wear card: today so far in its own colour, and only full days counted', async ({
  page,
  adminApi,
}) => {
  await page.setViewportSize(PHONE);
  const { patient, password } = await patientWithShortDays(page, adminApi);
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Wear' });
  await showWearChart(page);
  await expect(todayBar(card)).toBeVisible();

  await expect(card).toContainText('3 of 13 full days under the goal.');
  expect(await barFills(card)).toEqual(EXPECTED_FILLS);
  await expect(card.locator('[data-wear-legend]')).toHaveText(
    /22 h or more.*Under 22 h.*Today so far/,
  );
  await screenshotWidths(page, 'wear-chart-card', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);
});

test('the chart is drawn once half of it is on screen, not while the page only edges into it', async ({
  page,
  adminApi,
}) => {
  // Short enough that the page opens with the chart below the fold.
  await page.setViewportSize({ width: PHONE.width, height: 600 });
  const { patient, password } = await patientWithShortDays(page, adminApi);
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  const chart = page.getByRole('region', { name: 'Wear' }).locator('[data-wear-chart]');
  await expect(chart.locator('.mantine-Skeleton-root')).toBeVisible();
  /** Scrolls the page so that `share` of the chart's height is on screen, at its bottom edge. */
  const showShare = async (share: number) => {
    await chart.evaluate(async (element, share) => {
      const { top, height } = element.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + top + height * share - window.innerHeight);
      // The intersection observer reports at the next frames.
      for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
    }, share);
    await page.waitForLoadState('networkidle');
  };

  await showShare(0.4);
  await expect(chart.locator('.recharts-surface')).toHaveCount(0);
  await expect(chart.locator('.mantine-Skeleton-root')).toBeVisible();
  await showShare(0.6);
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  expect(await barFills(chart)).toEqual(EXPECTED_FILLS);
});

test('the drawer: the same chart, and the switches newest first (oldest first in Patients)', async ({
  page,
  adminApi,
}) => {
  test.slow();
  await page.setViewportSize(DESKTOP_WIDE);
  const name = uniquePrefix('Chart');
  await patientWithShortDays(page, adminApi, name);
  await signInAsAdmin(page, adminApi);

  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  const viewSwitches = view.getByRole('list', { name: 'Aligner switches' }).getByRole('listitem');
  await expect(viewSwitches).toHaveCount(2);
  await expect(viewSwitches.first()).toContainText('Aligner 2');
  await expect(viewSwitches.last()).toContainText('Aligner 3');

  await page.goto('/admin/compliance');
  await tableRows(page, 'compliance')
    .filter({ hasText: name })
    .getByRole('button', { name: `Wear chart of ${name}` })
    .click();
  const drawer = page.getByRole('dialog', { name });
  const chart = drawer.locator('[data-wear-chart]');
  await expect(todayBar(chart)).toBeVisible();
  await expect(drawer).toContainText('Logged 3 of 13 full days; under 22 h on 3.');
  await expect(drawer.locator('[data-wear-description]')).toContainText(', today so far ');
  expect(await barFills(chart)).toEqual(EXPECTED_FILLS);
  await expect(chart.locator('[data-wear-legend]')).toContainText('Today so far');
  const switches = drawer.getByRole('list', { name: 'Aligner switches' }).getByRole('listitem');
  await expect(switches).toHaveCount(2);
  await expect(switches.first()).toContainText('Aligner 3');
  await expect(switches.last()).toContainText('Aligner 2');
  // Away from the chart: a pointer left over it would show a day's tooltip.
  await page.mouse.move(0, 0);
  await screenshotWidths(page, 'wear-chart-drawer', [1440, PHONE.width]);
  await expectNoAxeViolations(page);
});
