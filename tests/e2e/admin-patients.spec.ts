import type { Locator, Page } from '@playwright/test';
import type { AuditEvent } from '../../src/shared/api-types';
import { clinicDaysAgo, expect, expectConsoleErrors, test } from './support/fixtures';
import {
  DESKTOP_WIDE,
  adminGet,
  hueOf,
  isRed,
  signInAsAdmin,
  tableRows,
  toast,
  toastColor,
  uniquePrefix,
} from './admin-helpers';
import { ADMIN_WIDTHS, screenshotAndAxe } from './admin-content-helpers';
import { screenshotWidths } from './support/screenshots';

test.use({ viewport: DESKTOP_WIDE });

/** The row numbers, read as the table settles (a search's rows replace the last ones). */
const rowNumbers = (page: Page) => tableRows(page, 'patients').locator('td:first-child');
/** A value of the patient view's label / value list. */
const detail = (view: Locator, label: string) =>
  view
    .locator('dl > div', { has: view.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const pageIndicator = (page: Page) => page.getByTestId('page-indicator');

test('search, pages of 20 numbered on, and the address keeping both', async ({
  page,
  adminApi,
}) => {
  const prefix = uniquePrefix('Pager');
  const phoneStem = `6${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      adminApi.registerPatient({
        name: `${prefix} ${String(i + 1).padStart(2, '0')}`,
        phone: `${phoneStem}${String(i).padStart(3, '0')}`,
        // No password: nothing to hash, so 25 registrations take a moment.
        password: '',
      }),
    ),
  );
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Patients', level: 1 })).toBeVisible();

  await page.getByLabel('Search patients').fill(prefix);
  await expect(page).toHaveURL(
    new RegExp(`[?&]q=${encodeURIComponent(prefix).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(tableRows(page, 'patients')).toHaveCount(20);
  await expect(rowNumbers(page)).toHaveText(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  await expect(page.getByRole('table', { name: 'patients' }).locator('thead th')).toHaveText([
    '#',
    'Name',
    'Email',
    'Mobile',
    '3D Link',
    'Actions',
  ]);
  const first = tableRows(page, 'patients').first();
  await expect(
    first.getByRole('link', { name: new RegExp(`^Open 3D plan of ${prefix}`) }),
  ).toHaveAttribute('href', 'https://example.com/plan');
  await expect(first.getByRole('link', { name: /^Open 3D plan/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await screenshotAndAxe(page, 'patients');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await expect(tableRows(page, 'patients')).toHaveCount(5);
  await expect(rowNumbers(page)).toHaveText(['21', '22', '23', '24', '25']);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  await expect(page.getByLabel('Search patients')).toHaveValue(prefix);
  await expect(pageIndicator(page)).toHaveText('2 / 2');
  await expect(rowNumbers(page)).toHaveText(['21', '22', '23', '24', '25']);

  await page.goBack();
  await expect(pageIndicator(page)).toHaveText('1 / 2');
  await expect(tableRows(page, 'patients')).toHaveCount(20);
  await page.goForward();
  await expect(pageIndicator(page)).toHaveText('2 / 2');

  await page.getByLabel('Search patients').fill(`${prefix} 07`);
  await expect(tableRows(page, 'patients')).toHaveCount(1);
  await expect(tableRows(page, 'patients')).toContainText(`${prefix} 07`);
  await expect(page).toHaveURL(/[?&]page=1(&|$)/);

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search patients')).toHaveValue('');
  await expect(page).toHaveURL(/\?q=&page=1$/);

  await page.getByLabel('Search patients').fill(`${prefix} nobody`);
  await expect(page.getByText('no users found')).toBeVisible();
});

test('edit: only changes are sent, completed patients cannot be edited', async ({
  page,
  adminApi,
}) => {
  const prefix = uniquePrefix('Edit');
  const { patient } = await adminApi.registerPatient({ name: `${prefix} Active`, aligners: 12 });
  await adminApi.registerPatient({
    name: `${prefix} Done`,
    startDate: clinicDaysAgo(400),
    aligners: 2,
    steps: 1,
  });
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  await expect(tableRows(page, 'patients')).toHaveCount(2);

  const done = tableRows(page, 'patients').filter({ hasText: `${prefix} Done` });
  await expect(done.getByText('Completed')).toBeVisible();
  await expect(done.getByRole('button', { name: /^Edit/ })).toBeDisabled();

  const active = tableRows(page, 'patients').filter({ hasText: `${prefix} Active` });
  await active.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${prefix} Active` });
  await expect(dialog.getByLabel('Start date')).toHaveValue(patient.startDate);
  await screenshotAndAxe(page, 'patient-edit');

  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'No data to submit.')).toContainText(
    'Please update some data for submission.',
  );

  await dialog.getByLabel('Aligners').fill('0');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Aligners must be a whole number from 1 to 200')).toBeVisible();

  await dialog.getByLabel('Aligners').fill('20');
  const sent = page.waitForRequest((r) => r.url().includes('/api/users/update/'));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON()).toEqual({ aligners: 20 });
  // docs/product-spec.md §8: the success is shown in error style (a red toast).
  await expect(toast(page, 'Updated successfully.')).toBeVisible();
  expect(isRed(hueOf(await toastColor(toast(page, 'Updated successfully.'))))).toBe(true);
  await expect(dialog).toBeHidden();

  await active.getByRole('button', { name: /^View/ }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${prefix} Active` });
  await expect(detail(view, 'Aligners')).toHaveText('20');
  await screenshotWidths(page, 'patient-view', ADMIN_WIDTHS);

  // The record's history: the edit just made, newest first, by the admin, dated the day it was
  // made (en-IN, as the browser shows dates), whatever the clock says by now.
  const history = view.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(history.first()).toContainText('Updated aligners: 12 → 20');
  const { events } = await adminGet<{ events: AuditEvent[] }>(
    adminApi,
    `/api/audit?patientId=${patient._id}`,
  );
  const editedOn = await page.evaluate(
    (at) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date(at)),
    events[0]!.at,
  );
  await expect(history.first()).toContainText(editedOn);
  await expect(history.first()).toContainText('(admin)');
  await expect(history.last()).toContainText('Registered the patient');
});

test('delete asks first, then removes the patient', async ({ page, adminApi }) => {
  const prefix = uniquePrefix('Delete');
  await adminApi.registerPatient({ name: `${prefix} Gone` });
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);

  const row = tableRows(page, 'patients').filter({ hasText: `${prefix} Gone` });
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete patient' });
  await expect(confirm).toContainText(`${prefix} Gone`);
  await screenshotAndAxe(page, 'patient-delete');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'User deleted successfully.')).toBeVisible();
  await expect(page.getByText('no users found')).toBeVisible();
});

test('a failed edit and a failed delete say so, and keep the patient', async ({
  page,
  adminApi,
}) => {
  const prefix = uniquePrefix('Fail');
  await adminApi.registerPatient({ name: `${prefix} Kept`, aligners: 12 });
  await signInAsAdmin(page, adminApi);
  expectConsoleErrors(page, /status of 500 .*\/api\/users\/(update|delete)\//);
  await page.route('**/api/users/update/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error' } }),
  );
  await page.route('**/api/users/delete/*', (route) =>
    route.fulfill({ status: 500, json: { message: 'Server error' } }),
  );
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  const row = tableRows(page, 'patients').filter({ hasText: `${prefix} Kept` });

  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${prefix} Kept` });
  await dialog.getByLabel('Aligners').fill('15');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  const updateFailed = toast(page, 'Something went wrong while updating.');
  await expect(updateFailed).toBeVisible();
  expect(isRed(hueOf(await toastColor(updateFailed)))).toBe(true);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete patient' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Failed to delete user.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
});
