import { expect, expectConsoleErrors, test, uniquePhone } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import type { Locator } from '@playwright/test';
import {
  DESKTOP_WIDE,
  hueOf,
  isGreen,
  isRed,
  signInAsAdmin,
  tableRows,
  toast,
  uniquePrefix,
} from './admin-helpers';
import { ADMIN_WIDTHS, screenshotAndAxe } from './admin-content-helpers';
import { screenshotWidths } from './support/screenshots';

/** The hue of a status badge's fill. */
const badgeHue = async (badge: Locator) =>
  hueOf(await badge.evaluate((el) => getComputedStyle(el).backgroundColor));

test.use({ viewport: DESKTOP_WIDE });

test('add patient: the register rules on the form, a duplicate on its field', async ({
  page,
  adminApi,
}) => {
  // Three sends to the server and an axe pass: more than a minute on a busy 2-core machine.
  test.slow();
  const { patient: existing } = await adminApi.registerPatient();
  const name = uniquePrefix('Added');
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/add-user');
  const form = page.getByRole('form', { name: 'Add patient' });
  await expect(form.getByLabel('Name')).toBeVisible();
  await screenshotWidths(page, 'add-patient', ADMIN_WIDTHS);
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Mobile number must be 10 digits')).toBeVisible();
  await expect(form.getByText('Enter the number of aligners')).toBeVisible();
  await expectNoAxeViolations(page);

  // The existing patient's email is refused with a 409 on purpose.
  expectConsoleErrors(page, /status of 409 .*\/api\/users\/register/);
  // Typed as people write it: the +91 and the spaces go, no digit is cut off.
  const phone = uniquePhone();
  const typed = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').pressSequentially(typed);
  await expect(form.getByLabel('Mobile')).toHaveValue(typed);
  await form.getByLabel('Email').fill(existing.email);
  await form.getByLabel('Date of birth').fill('1994-08-12');
  await form.getByLabel('Gender').selectOption('male');
  await form.getByLabel('3D link').fill('https://example.com/3d/added');
  await form.getByLabel('Start date').fill('2026-01-10');
  await form.getByLabel('Aligners').fill('18');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText('A patient with this email already exists')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = `added-${Date.now()}@e2e.test`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Mobile').fill(existing.phone);
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText('A patient with this phone number already exists')).toBeVisible();
  await expect(form.getByLabel('Mobile')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Mobile').fill(phone);
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(toast(page, 'Patient registered successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\?/);
  await expect(tableRows(page, 'patients')).toHaveCount(1);
  await expect(tableRows(page, 'patients')).toContainText(name);
  await expect(tableRows(page, 'patients')).toContainText(phone);
  const listed = await adminApi.request.get(`/api/users?q=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  const { users } = (await listed.json()) as { users: { phone: string }[] };
  expect(users.map((user) => user.phone)).toEqual([phone]);
});

test('issues: closing an open one resumes the patient', async ({ page, adminApi }) => {
  const prefix = uniquePrefix('Issue');
  const { patient, password } = await adminApi.registerPatient({ name: `${prefix} Sam` });
  const login = await page.request.post('/api/users/login', {
    data: { email: patient.email, password },
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const raised = await page.request.post('/api/issue-query', {
    headers: { Authorization: `Bearer ${authToken}` },
    data: {
      issueType: 'Lost/Damaged Aligner',
      description: `${prefix} lost it`,
      pauseProgress: true,
      addedBy: patient._id,
    },
  });
  expect(raised.status()).toBe(201);

  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  await expect(tableRows(page, 'patients').getByText('Paused', { exact: true })).toBeVisible();

  await page.goto('/admin/issues');
  const row = tableRows(page, 'open issues').filter({ hasText: `${prefix} lost it` });
  await expect(row).toContainText('Lost/Damaged Aligner');
  await expect(row).toContainText(patient.phone);
  await expect(row.getByText('open', { exact: true })).toBeVisible();
  // docs/product-spec.md §4: open in green (not teal), closed in red.
  expect(isGreen(await badgeHue(row.locator('.mantine-Badge-root')))).toBe(true);
  await screenshotAndAxe(page, 'issues');

  await row.getByRole('button', { name: /^Close/ }).click();
  await expect(toast(page, 'Issue closed and treatment resumed.')).toBeVisible();
  await expect(row).toBeHidden();

  await page.getByText('Closed', { exact: true }).click();
  const closed = tableRows(page, 'closed issues').filter({ hasText: `${prefix} lost it` });
  await expect(closed.getByText('closed', { exact: true })).toBeVisible();
  expect(isRed(await badgeHue(closed.locator('.mantine-Badge-root')))).toBe(true);
  await expect(closed.getByRole('button', { name: /^Close/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  const resumed = tableRows(page, 'patients').filter({ hasText: `${prefix} Sam` });
  await expect(resumed).toBeVisible();
  await expect(resumed.getByText('Paused', { exact: true })).toHaveCount(0);
});

test('moderators: digits only, the alert for a bad number, add and delete', async ({
  page,
  adminApi,
}) => {
  const number = `9${uniquePhone().slice(1)}`;
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/moderators');
  const box = page.getByLabel('WhatsApp number');
  await box.pressSequentially('5a1b2-345678999');
  await expect(box).toHaveValue('5123456789');

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect.poll(() => alerts).toEqual(['Enter a valid 10-digit WhatsApp number.']);
  await expect(tableRows(page, 'moderators').filter({ hasText: '5123456789' })).toHaveCount(0);

  // A pasted "+91 9xxxx xxxxx" keeps all ten digits: the prefix goes, not the end.
  await box.fill(`+91 ${number.slice(0, 5)} ${number.slice(5)}`);
  await expect(box).toHaveValue(number);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Moderator added successfully.')).toBeVisible();
  const row = tableRows(page, 'moderators').filter({ hasText: number });
  await expect(row).toContainText(`+91 ${number}`);
  await expect(box).toHaveValue('');
  await screenshotAndAxe(page, 'moderators');

  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete moderator' });
  await expect(confirm).toContainText(`+91 ${number}`);
  await screenshotAndAxe(page, 'moderator-delete');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Moderator removed successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('moderators: the empty text when there are none', async ({ page, adminApi }) => {
  await signInAsAdmin(page, adminApi);
  await page.route('**/api/misc', (route) => route.fulfill({ json: { numbers: [] } }));
  await page.goto('/admin/moderators');
  await expect(page.getByText('No moderators added yet.')).toBeVisible();
});
