/**
 * The admin's issues at 1440 px: which issue paused a treatment, what closing one did, and in
 * the Closed list who closed each issue and when.
 */
import type { Page } from '@playwright/test';
import type { CurrentUser } from '../../src/shared/api-types';
import { formatDateIN } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expectNoAxeViolations } from './support/axe';
import { type AdminApi, clinicToday, expect, test } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import {
  DESKTOP_WIDE,
  adminGet,
  signInAsAdmin,
  tableRows,
  toast,
  uniquePrefix,
} from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

/** A new patient, signed in through the API: their record and a way to call as them. */
async function patientSession(page: Page, adminApi: AdminApi, name: string) {
  const { patient, password } = await adminApi.registerPatient({ name });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { Authorization: `Bearer ${authToken}` };
  const raise = async (issueType: string, description: string, pauseProgress: boolean) => {
    const res = await page.request.post('/api/issue-query', {
      headers,
      data: { issueType, description, pauseProgress, addedBy: patient._id },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  return { patient, headers, raise };
}

test('closing an issue says what it did; the Closed list says who closed it and when', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const prefix = uniquePrefix('Closer');
  const asha = await patientSession(page, adminApi, `${prefix} Asha`);
  await asha.raise('Aligner not fitting properly', `${prefix} loose fit`, false);
  await asha.raise('Pain or discomfort', `${prefix} sore gums`, true);
  // Another patient pauses and resumes by themselves.
  const ravi = await patientSession(page, adminApi, `${prefix} Ravi`);
  await ravi.raise('Lost/Damaged Aligner', `${prefix} lost on a trip`, true);
  const today = clinicToday();
  const resumed = await page.request.put(`/api/issue-query/${ravi.patient._id}`, {
    headers: ravi.headers,
    data: { issueStatus: 'closed', status: 'active', resumeDate: today },
  });
  expect(resumed.status(), await resumed.text()).toBe(200);

  const { user: admin } = await (
    await adminApi.request.post('/api/users/current-user', {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    })
  ).json();
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/issues');
  const open = tableRows(page, 'open issues');
  const fit = open.filter({ hasText: `${prefix} loose fit` });
  const pain = open.filter({ hasText: `${prefix} sore gums` });
  // The whole open list loads first: on a busy machine that can take a while.
  await expect(pain).toContainText('Paused the treatment', { timeout: 30_000 });
  await expect(fit).not.toContainText('Paused the treatment');
  await expect(open.filter({ hasText: `${prefix} lost on a trip` })).toHaveCount(0);
  await screenshotWidths(page, 'admin-issues-open', [1440, 390]);
  await expectNoAxeViolations(page);

  // Not the issue that paused: the treatment stays paused, and the message says so.
  await fit.getByRole('button', { name: /^Close/ }).click();
  await expect(
    toast(
      page,
      'Issue closed. The treatment stays paused until the issue that paused it is closed.',
    ),
  ).toBeVisible();
  await expect(fit).toBeHidden();
  const stillPaused = await adminGet<{ users: { status: string }[] }>(
    adminApi,
    `/api/users?q=${encodeURIComponent(`${prefix} Asha`)}`,
  );
  expect(stillPaused.users.map((u) => u.status)).toEqual(['paused']);

  await pain.getByRole('button', { name: /^Close/ }).click();
  await expect(toast(page, 'Issue closed and treatment resumed.')).toBeVisible();
  await expect(pain).toBeHidden();

  await page.getByText('Closed', { exact: true }).click();
  const closed = tableRows(page, 'closed issues');
  const closedOn = formatDateIN(today);
  for (const text of ['loose fit', 'sore gums']) {
    const row = closed.filter({ hasText: `${prefix} ${text}` });
    await expect(row).toContainText(closedOn);
    await expect(row).toContainText(`by ${(admin as CurrentUser).name}`);
  }
  await expect(closed.filter({ hasText: `${prefix} lost on a trip` })).toContainText(
    `by ${prefix} Ravi, on resuming`,
  );
  await expect(page.getByRole('columnheader', { name: 'Closed' })).toBeVisible();
  await screenshotWidths(page, 'admin-issues-closed', [1440, 390]);
  await expectNoAxeViolations(page);
});
