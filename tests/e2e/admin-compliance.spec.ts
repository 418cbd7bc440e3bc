/**
 * The clinic's compliance board at 1440 px: seeded patients at each risk with the reason in
 * words (low wear, not logging, late aligner switches, open issues "just now"), phone numbers
 * to call, the last check-in, the risk filter kept in the address, a
 * patient's 14-day wear chart and switch history, and the dashboard's "Patients needing action"
 * card leading to the board filtered.
 *
 * No API dates an issue in the past, so issues open for days are written into a database made
 * here, which a server of this spec's own then serves (as pwa-update.spec.ts runs its own).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openDatabase } from '../../src/server/db/database';
import { issues } from '../../src/server/db/schema';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { insertPatient } from '../factories/users';
import { E2E_ADMIN, E2E_TMP } from './support/config';
import { startOwnServer, stopOwnServer } from './support/own-server';
import { expectNoAxeViolations } from './support/axe';
import { signInContext } from './public-helpers';
import { clinicDaysAgo, expect, test, uniqueAddress, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { DESKTOP_WIDE, raiseIssue, signInAsAdmin, tableRows, uniquePrefix } from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/**
 * A new patient whose plan began 30 days ago and who, on each of the last 7 clinic days, took
 * the aligners out from 08:00 for `hoursOutADay` hours (posted as the patient, as the app does).
 */
async function patientWearing(page: Page, adminApi: AdminApi, name: string, hoursOutADay: number) {
  const { patient, password } = await adminApi.registerPatient({ name });
  // Each patient signs in from their own phone: one address would meet the sign-in limit.
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
    headers: { 'X-Forwarded-For': uniqueAddress() },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  const { authToken } = (await login.json()) as { authToken: string };
  const at = (day: string, hour: number) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`).toISOString();
  const events = [1, 2, 3, 4, 5, 6, 7].flatMap((daysAgo) => {
    const day = clinicDaysAgo(daysAgo);
    return [
      { id: randomUUID(), type: 'out', at: at(day, 8) },
      { id: randomUUID(), type: 'in', at: at(day, 8 + hoursOutADay) },
    ];
  });
  if (hoursOutADay > 0) {
    const posted = await page.request.post('/api/wear/events', {
      headers: { Authorization: `Bearer ${authToken}` },
      data: { events },
    });
    expect(posted.status(), await posted.text()).toBe(200);
  }
  return patient;
}

/** Signs `patient` in through the API; returns the session token. */
async function patientToken(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/users/login', {
    data: { email, password },
    headers: { 'X-Forwarded-For': uniqueAddress() },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { authToken: string }).authToken;
}

/**
 * A new patient on 12 two-week aligners who confirms aligner 3 today, `daysLate` days after its
 * change day (the plan began 28 + `daysLate` days ago), as the NFC tap does.
 */
async function patientSwitchedLate(page: Page, adminApi: AdminApi, name: string, daysLate: number) {
  const { patient, password } = await adminApi.registerPatient({
    name,
    aligners: 12,
    steps: 2,
    startDate: clinicDaysAgo(28 + daysLate),
  });
  const confirmed = await page.request.post('/api/aligner-switches', {
    headers: { Authorization: `Bearer ${await patientToken(page, patient.email, password)}` },
    data: { aligner: 3 },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  expect(((await confirmed.json()) as { switch: { lateByDays: number } }).switch.lateByDays).toBe(
    daysLate,
  );
  return patient;
}

test('the board says who needs action and why; the filter, the chart and the dashboard card', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const prefix = uniquePrefix('Wear');
  // 19 h a day is under 20 h: act. 21 h is under the 22 h goal: watch. Nothing logged: watch,
  // "not logging" (never "OK"). 23 h every day: ok.
  const low = await patientWearing(page, adminApi, `${prefix} Low`, 5);
  await patientWearing(page, adminApi, `${prefix} Short`, 3);
  await patientWearing(page, adminApi, `${prefix} Never`, 0);
  const steady = await patientWearing(page, adminApi, `${prefix} Steady`, 1);

  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/compliance');
  const rows = tableRows(page, 'compliance');
  const row = (who: string) => rows.filter({ hasText: `${prefix} ${who}` });
  await expect(row('Low')).toContainText('Wore 19 h a day', { timeout: 30_000 });
  await expect(row('Low').locator('[data-risk]')).toHaveText('Act');
  await expect(row('Short').locator('[data-risk]')).toHaveText('Watch');
  await expect(row('Short')).toContainText('Wore 21 h a day');
  await expect(row('Never').locator('[data-risk]')).toHaveText('Watch');
  await expect(row('Never')).toContainText('Not logging: 0 of 7 days logged');
  await expect(row('Never')).toContainText('Not logged');
  await expect(row('Never')).not.toContainText('On track');
  await expect(row('Steady').locator('[data-risk]')).toHaveText('OK');
  await expect(row('Steady')).toContainText('On track');
  await expect(row('Steady')).toContainText('7 of 7 days logged');
  // Each number calls the patient; the last check-in is said, none yet here.
  await expect(row('Steady').getByRole('link', { name: steady.phone! })).toHaveAttribute(
    'href',
    `tel:+91${steady.phone}`,
  );
  await expect(row('Steady').locator('[data-last-check-in]')).toHaveText('No check-in yet');
  // Act comes first, the lowest wear first within it; a patient without a logged day last.
  const order = await rows.filter({ hasText: prefix }).locator('td:first-child').allInnerTexts();
  expect(order.map((text) => text.split('\n')[0])).toEqual(
    ['Low', 'Short', 'Never', 'Steady'].map((who) => `${prefix} ${who}`),
  );
  await expect(page.getByRole('navigation', { name: 'Admin' })).toContainText('Compliance');
  await screenshotWidths(page, 'admin-compliance', [1440, 390]);
  await expectNoAxeViolations(page);

  // Sorting by wear, highest first, puts the full week first.
  await page.getByRole('button', { name: /^Wear a day/ }).click();
  await page.getByRole('button', { name: /^Wear a day/ }).click();
  const byWear = await rows.filter({ hasText: prefix }).locator('td:first-child').allInnerTexts();
  expect(byWear.map((text) => text.split('\n')[0])).toEqual(
    ['Never', 'Steady', 'Short', 'Low'].map((who) => `${prefix} ${who}`),
  );

  // The filter: only "watch", kept in the address across a reload.
  await page.getByText(/^Watch \(\d+\)$/).click();
  await expect(page).toHaveURL(/[?&]risk=watch\b/);
  await expect(row('Short')).toBeVisible();
  await expect(row('Low')).toHaveCount(0);
  await page.reload();
  await expect(row('Short')).toBeVisible({ timeout: 30_000 });
  await expect(row('Steady')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Watch/ })).toBeChecked();

  // The drawer: the chart of the last 14 days and the switch history.
  await page.getByText(/^All \(\d+\)$/).click();
  await row('Low')
    .getByRole('button', { name: `Wear chart of ${prefix} Low` })
    .click();
  const drawer = page.getByRole('dialog', { name: `${prefix} Low` });
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]patient=${low._id}`));
  // The six days before the week were not logged: unknown, not counted as worn.
  await expect(drawer).toContainText('Logged 7 of 13 full days; under 22 h on 7.');
  await expect(drawer.locator('[data-wear-description]')).toContainText('not logged');
  await expect(drawer.locator('[data-wear-legend]')).toContainText('Not logged');
  await expect(drawer.locator('.recharts-bar-rectangle-not-logged')).toHaveCount(7);
  const chart = drawer.locator('[data-wear-chart]');
  // A day not logged draws no bar of hours: the chart has drawn once a logged day's bar shows.
  await expect(
    chart.locator('.recharts-bar-rectangle').filter({ visible: true }).first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect(drawer.locator('[data-wear-description]')).toContainText(/Hours worn: .* 19 h/);
  await expect(drawer).toContainText('No aligner switch confirmed yet.');
  // The pointer left over the chart after the click shows a day's tooltip over its labels.
  await page.mouse.move(0, 0);
  await screenshotWidths(page, 'admin-compliance-drawer', [1440, 390]);
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/patient=/);

  // The dashboard's card counts the board's "act" patients and leads to them.
  await page.goto('/admin/dashboard');
  const card = page.getByRole('group', { name: 'Patients needing action' });
  const count = card.locator('[data-count="needing-action"]');
  await expect(count).toHaveText(/^\d+$/, { timeout: 30_000 });
  const needing = Number(await count.innerText());
  expect(needing).toBeGreaterThanOrEqual(1);
  // The first patients by name, each with why and a number to call.
  const first = card.locator('[data-needing-action-row]').first();
  await expect(first).toBeVisible();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await screenshotWidths(page, 'admin-dashboard-needing-action', [1440, 390]);
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: 'See who and why' }).click();
  await expect(page).toHaveURL(/\/admin\/compliance\?risk=act$/);
  await expect(row('Low')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Act (${needing})`)).toBeVisible();
  await expect(rows).toHaveCount(needing);
});

test('late aligner switches and open issues: the badge and the reason in words, on the board and in the filter', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const prefix = uniquePrefix('Switch');
  // 3 days late is worth a call: act. 1 day late, or an issue open under 48 h: watch.
  await patientSwitchedLate(page, adminApi, `${prefix} Late`, 3);
  await patientSwitchedLate(page, adminApi, `${prefix} Slightly`, 1);
  const raiser = await raiseIssue(page, adminApi, `${prefix}: a new sore spot`);

  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/compliance');
  const rows = tableRows(page, 'compliance');
  const row = (who: string) => rows.filter({ hasText: `${prefix} ${who}` });
  const issueRow = rows.filter({ hasText: raiser.name });
  await expect(row('Late')).toContainText('Switched 3 days late', { timeout: 30_000 });
  await expect(row('Late').locator('[data-risk]')).toHaveText('Act');
  await expect(row('Slightly')).toContainText('Switched 1 day late');
  await expect(row('Slightly').locator('[data-risk]')).toHaveText('Watch');
  // Raised moments ago: "just now", never "0 hours".
  await expect(issueRow).toContainText('Issue opened just now');
  await expect(issueRow).not.toContainText('0 hours');
  await expect(issueRow.locator('[data-risk]')).toHaveText('Watch');
  await screenshotWidths(page, 'admin-compliance-reasons', [1440, 390]);
  await expectNoAxeViolations(page);

  // The filter shows each at its own risk only.
  await page.goto('/admin/compliance?risk=act');
  await expect(row('Late')).toContainText('Switched 3 days late', { timeout: 30_000 });
  await expect(row('Slightly')).toHaveCount(0);
  await expect(issueRow).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Act/ })).toBeChecked();
  await page.getByText(/^Watch \(\d+\)$/).click();
  await expect(page).toHaveURL(/[?&]risk=watch\b/);
  await expect(row('Slightly')).toContainText('Switched 1 day late');
  await expect(issueRow).toContainText('Issue opened just now');
  await expect(row('Late')).toHaveCount(0);

  // The drawer lists the late switch with its days.
  await row('Slightly')
    .getByRole('button', { name: `Wear chart of ${prefix} Slightly` })
    .click();
  const drawer = page.getByRole('dialog', { name: `${prefix} Slightly` });
  await expect(drawer).toContainText('Aligner 3');
});

const HOUR = 60 * 60_000;
const OWN_DIR = `${E2E_TMP}/compliance-old-issues`;

/**
 * A database with two patients, each with one open issue raised `hoursOpen` hours ago (and a
 * minute more), so its whole hours hold while the test runs.
 */
async function databaseWithOldIssues(dataDir: string, patients: Record<string, number>) {
  const database = await openDatabase({ dataDir: `${dataDir}/pglite` });
  try {
    for (const [name, hoursOpen] of Object.entries(patients)) {
      const patient = await insertPatient(database.db, {
        name,
        startDate: clinicDaysAgo(30),
        aligners: 12,
        steps: 2,
      });
      await database.db.insert(issues).values({
        userId: patient.id,
        issueType: 'Pain or discomfort',
        description: 'A sore spot on the left side',
        createdAt: new Date(Date.now() - hoursOpen * HOUR - 60_000),
      });
    }
  } finally {
    await database.close();
  }
}

test('an issue open 48 hours or more: act, with its age in days; under 48 hours: watch', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  rmSync(OWN_DIR, { recursive: true, force: true });
  mkdirSync(`${OWN_DIR}/data`, { recursive: true });
  const prefix = uniquePrefix('Issue');
  await databaseWithOldIssues(`${OWN_DIR}/data`, {
    [`${prefix} Three days`]: 72,
    [`${prefix} Almost two`]: 47,
  });
  const server = await startOwnServer({ dataDir: `${OWN_DIR}/data` });
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: DESKTOP_WIDE,
    timezoneId: DEFAULT_CLINIC_TIMEZONE,
  });
  try {
    const page = await context.newPage();
    await signInContext(page, context.request, E2E_ADMIN);
    await page.goto('/admin/compliance');
    const rows = tableRows(page, 'compliance');
    const row = (who: string) => rows.filter({ hasText: `${prefix} ${who}` });
    await expect(row('Three days')).toContainText('Issue open 3 days', { timeout: 30_000 });
    await expect(row('Three days').locator('[data-risk]')).toHaveText('Act');
    await expect(row('Almost two')).toContainText('Issue open 47 hours');
    await expect(row('Almost two').locator('[data-risk]')).toHaveText('Watch');
    await screenshotWidths(page, 'admin-compliance-old-issue', [1440, 390]);
    await expectNoAxeViolations(page);

    await page.goto('/admin/compliance?risk=act');
    await expect(row('Three days')).toContainText('Issue open 3 days', { timeout: 30_000 });
    await expect(row('Almost two')).toHaveCount(0);
    await page.goto('/admin/compliance?risk=watch');
    await expect(row('Almost two')).toContainText('Issue open 47 hours', { timeout: 30_000 });
    await expect(row('Three days')).toHaveCount(0);
  } finally {
    await context.close();
    await stopOwnServer(server);
  }
});
