import type { Page } from '@playwright/test';
import type { AlignerSwitch } from '../../src/shared/api-types';
import { clinicDaysAgo, expect, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { DESKTOP_WIDE, signInAsAdmin, uniquePrefix } from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE });

/** Web NFC exists only on Android phones: a stand-in that records what would be written. */
const recordNfcWrites = (page: Page) =>
  page.addInitScript(() => {
    const writes: unknown[] = [];
    Object.assign(window, {
      nfcWrites: writes,
      NDEFReader: class {
        async write(message: unknown) {
          writes.push(message);
        }
      },
    });
  });

test('the view shows the plan, timeline, aligner switches and each tag address', async ({
  page,
  context,
  adminApi,
}) => {
  const name = uniquePrefix('Viewer');
  const { patient, password } = await adminApi.registerPatient({ name, aligners: 6, steps: 2 });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const switched = await page.request.post('/api/aligner-switches', {
    headers: { Authorization: `Bearer ${authToken}` },
    data: { aligner: patient.currentAligner },
  });
  expect(switched.status(), await switched.text()).toBe(201);
  const { switch: confirmed } = (await switched.json()) as { switch: AlignerSwitch };

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordNfcWrites(page);
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();

  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  await expect(view).toContainText(patient.email);
  await expect(view).toContainText(patient.phone);
  await expect(view).toContainText(`${patient.duration} days`);
  await expect(view.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(7);

  // Registered 30 days ago with 2-week aligners: aligner 3 began 2 days ago.
  expect(confirmed).toMatchObject({ aligner: 3, lateByDays: 2 });
  const switches = view.getByRole('list', { name: 'Aligner switches' });
  await expect(switches.getByRole('listitem')).toHaveCount(1);
  await expect(switches.getByRole('listitem')).toContainText('Aligner 3');
  await expect(switches.getByRole('listitem')).toContainText('late by 2 days');

  const origin = new URL(page.url()).origin;
  for (let k = 1; k <= 6; k++) {
    await expect(view.locator(`[data-aligner="${k}"]`)).toContainText(
      `${origin}/dashboard?aligner=${k}`,
    );
  }
  await view.getByRole('button', { name: 'Copy the address of aligner 4' }).click();
  await expect(view.getByRole('button', { name: /^Copied/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/dashboard?aligner=4`,
  );

  await view.getByRole('button', { name: 'Write to tag for aligner 2' }).click();
  await expect(page.locator('.mantine-Notification-root', { hasText: 'on the tag' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { nfcWrites: unknown[] }).nfcWrites),
  ).toEqual([{ records: [{ recordType: 'url', data: `${origin}/dashboard?aligner=2` }] }]);
  await expectNoAxeViolations(page);
});

test('without Web NFC the view offers copying only', async ({ page, adminApi }) => {
  const name = uniquePrefix('NoNfc');
  await adminApi.registerPatient({ name, aligners: 2 });
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  await expect(view.getByRole('button', { name: /^Copy/ })).toHaveCount(2);
  await expect(view.getByRole('button', { name: /^Write to tag/ })).toHaveCount(0);
  await expect(view.getByText('No aligner switch confirmed yet.')).toBeVisible();
});

test('a switch confirmed on its aligner’s first day reads "on time"', async ({
  page,
  adminApi,
}) => {
  const name = uniquePrefix('OnTime');
  // Aligner 2 of 2-week aligners starts today (clinic time).
  const startDate = clinicDaysAgo(14);
  const { patient, password } = await adminApi.registerPatient({ name, startDate, steps: 2 });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const switched = await page.request.post('/api/aligner-switches', {
    headers: { Authorization: `Bearer ${authToken}` },
    data: { aligner: 2 },
  });
  expect(switched.status(), await switched.text()).toBe(201);
  expect((await switched.json()) as { switch: AlignerSwitch }).toMatchObject({
    switch: { aligner: 2, lateByDays: 0 },
  });

  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${name}` });
  const row = view.getByRole('list', { name: 'Aligner switches' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Aligner 2');
  await expect(row.getByText('on time', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('late by');
  await expectNoAxeViolations(page);
});
