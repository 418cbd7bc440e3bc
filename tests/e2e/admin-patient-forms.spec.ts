/**
 * The admin's patient forms and every admin form's error look: the edit form offers every
 * field of the record with the register call's rules, and a field in error keeps its
 * placeholder grey while its border and message turn red.
 */
import type { Locator } from '@playwright/test';
import { expect, expectConsoleErrors, test, uniquePhone } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { screenshotWidths } from './support/screenshots';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';
import {
  adminGet,
  DESKTOP_WIDE,
  hueOf,
  isRed,
  signInAsAdmin,
  tableRows,
  toast,
  uniquePrefix,
} from './admin-helpers';

test.use({ viewport: DESKTOP_WIDE });

/** The grey of every placeholder: #646c74, 5.3:1 on white. */
const PLACEHOLDER_GREY = 'rgb(100, 108, 116)';

const style = (field: Locator, property: 'color' | 'borderColor', pseudo?: string) =>
  field.evaluate((element, [name, part]) => getComputedStyle(element, part)[name as 'color'], [
    property,
    pseudo ?? null,
  ] as const);

/** The WCAG contrast of an `rgb(…)` colour on white. */
function contrastOnWhite(color: string): number {
  const [r, g, b] = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((c) => Number(c) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/** The message under a field (Mantine links it by aria-describedby). */
const messageOf = async (field: Locator) => {
  const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
  const page = field.page();
  return page.locator(ids.map((id) => `[id="${id}"].mantine-InputWrapper-error`).join(', '));
};

test('an empty required form: placeholders stay grey, the border and message turn red', async ({
  page,
  adminApi,
}) => {
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/career-post');
  await page.getByRole('button', { name: 'Post a Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post a Job' });
  await dialog.getByRole('button', { name: 'Post job' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();

  const title = dialog.getByLabel('Job title');
  await expect(title).toHaveAttribute('placeholder', 'Orthodontist');
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  const placeholder = await style(title, 'color', '::placeholder');
  expect(placeholder).toBe(PLACEHOLDER_GREY);
  expect(contrastOnWhite(placeholder)).toBeGreaterThanOrEqual(4.5);
  expect(isRed(hueOf(await style(title, 'borderColor')))).toBe(true);
  const message = await messageOf(title);
  await expect(message).toHaveText('Title is required');
  expect(isRed(hueOf(await style(message, 'color')))).toBe(true);
  const description = dialog.getByLabel('Description');
  expect(await style(description, 'color', '::placeholder')).toBe(PLACEHOLDER_GREY);
  await screenshotWidths(page, 'admin-job-form-errors', [390, 1440]);
  await expectNoAxeViolations(page);

  // The patient form: an empty date box's mm/dd/yyyy and the link's example are grey too, and
  // a typed value in error keeps the text colour.
  await page.goto('/admin/add-user');
  const form = page.getByRole('form', { name: 'Add patient' });
  await form.getByLabel('Name').fill('--');
  await form.getByLabel('Name').press('Tab');
  await expect(form.getByText('Enter a name')).toBeVisible();
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText('Enter the date of birth')).toBeVisible();
  await expect(form.getByText('Enter the 3D link')).toBeVisible();
  const name = form.getByLabel('Name');
  expect(isRed(hueOf(await style(name, 'borderColor')))).toBe(true);
  expect(contrastOnWhite(await style(name, 'color'))).toBeGreaterThanOrEqual(7);
  expect(isRed(hueOf(await style(name, 'color')))).toBe(false);
  expect(await style(form.getByLabel('3D link'), 'color', '::placeholder')).toBe(PLACEHOLDER_GREY);
  await form.getByLabel('Email').focus();
  expect(await style(form.getByLabel('Date of birth'), 'color')).toBe(PLACEHOLDER_GREY);
  await screenshotWidths(page, 'add-patient-errors', [390, 1440]);
});

test('edit patient: every field of the record, with the register rules', async ({
  page,
  adminApi,
}) => {
  test.slow();
  const prefix = uniquePrefix('Every field');
  const { patient: other } = await adminApi.registerPatient({ name: `${prefix} Other` });
  const { patient } = await adminApi.registerPatient({
    name: `${prefix} Asha Rai`,
    dob: '1990-01-15',
    gender: 'female',
    link3d: 'https://example.com/3d/asha',
    aligners: 12,
    steps: 2,
  });
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(`${prefix} Asha`)}`);
  const row = tableRows(page, 'patients').filter({ hasText: `${prefix} Asha Rai` });
  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${prefix} Asha Rai` });

  await expect(dialog.getByLabel('Name')).toHaveValue(`${prefix} Asha Rai`);
  await expect(dialog.getByLabel('Mobile')).toHaveValue(patient.phone);
  await expect(dialog.getByLabel('Email')).toHaveValue(patient.email);
  await expect(dialog.getByLabel('New password')).toHaveValue('');
  await expect(dialog.getByLabel('Date of birth')).toHaveValue('1990-01-15');
  await expect(dialog.getByLabel('Gender')).toHaveValue('female');
  await expect(dialog.getByLabel('3D link')).toHaveValue('https://example.com/3d/asha');
  await expect(dialog.getByLabel('Start date')).toHaveValue(patient.startDate);
  await expect(dialog.getByLabel('Aligners')).toHaveValue('12');
  await expect(dialog.getByLabel('Steps (weeks per aligner)')).toHaveValue('2');
  await screenshotWidths(page, 'patient-edit-every-field', [390, 1440]);
  await expectNoAxeViolations(page);

  // Typed values are judged as typed: -1 stays -1 and is refused, never turned into 1.
  const steps = dialog.getByLabel('Steps (weeks per aligner)');
  await steps.fill('-1');
  await dialog.getByLabel('Date of birth').fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(steps).toHaveValue('-1');
  await expect(dialog.getByText('Steps must be a whole number from 1 to 52')).toBeVisible();
  await expect(dialog.getByText('Enter the date of birth')).toBeVisible();
  await steps.fill('3');
  await dialog.getByLabel('Date of birth').fill('1991-07-09');

  // Another patient's email: the server's 409 is shown on the Email field.
  expectConsoleErrors(page, /status of 409 .*\/api\/users\/update\//);
  await dialog.getByLabel('Email').fill(other.email);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('A patient with this email already exists')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await screenshotWidths(page, 'patient-edit-duplicate', [390, 1440]);

  const email = `asha-${Date.now()}@e2e.test`;
  const phone = uniquePhone();
  // What the form sends and the record then holds.
  const changed = {
    name: `${prefix} Asha Rao`,
    phone,
    email,
    dob: '1991-07-09',
    gender: 'other',
    link3d: 'https://example.com/3d/asha-v2',
  };
  await dialog.getByLabel('Name').fill(`${prefix} Asha Rao`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await dialog.getByLabel('Gender').selectOption('other');
  await dialog.getByLabel('3D link').fill('https://example.com/3d/asha-v2');
  const sent = page.waitForRequest((r) => r.url().includes('/api/users/update/'));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await sent).postDataJSON()).toEqual({ ...changed, steps: 3 });
  await expect(toast(page, 'Updated successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const { users } = await adminGet<{ users: Record<string, unknown>[] }>(
    adminApi,
    `/api/users?q=${encodeURIComponent(email)}`,
  );
  expect(users).toEqual([expect.objectContaining({ ...changed, aligners: 12, steps: 3 })]);
});

test('add patient: the first refused field takes the focus, by the form and by the server', async ({
  page,
  adminApi,
}) => {
  const { patient: existing } = await adminApi.registerPatient();
  await signInAsAdmin(page, adminApi);
  await page.goto('/admin/add-user');
  const form = page.getByRole('form', { name: 'Add patient' });
  const mobile = form.getByLabel('Mobile');

  // The form's own rule: the short number is the first field refused.
  await form.getByLabel('Name').fill(uniquePrefix('Focused'));
  await mobile.fill('98765');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
  await expect(mobile).toBeFocused();

  // The server's: a number another patient has, refused on its field, which takes the focus.
  expectConsoleErrors(page, /status of 409 .*\/api\/users\/register/);
  await mobile.fill(existing.phone);
  await form.getByLabel('Email').fill(`focused-${Date.now()}@e2e.test`);
  await form.getByLabel('Date of birth').fill('1994-08-12');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('3D link').fill('https://example.com/3d/focused');
  await form.getByLabel('Start date').fill('2026-01-10');
  await form.getByLabel('Aligners').fill('18');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(form.getByText('A patient with this phone number already exists')).toBeVisible();
  await expect(mobile).toBeFocused();
});

test('a patients table with rows keeps its hidden empty text out of the accessibility tree', async ({
  page,
  adminApi,
}) => {
  const prefix = uniquePrefix('Listed');
  await adminApi.registerPatient({ name: `${prefix} Asha` });
  await signInAsAdmin(page, adminApi);
  await page.goto(`/admin/users?q=${encodeURIComponent(prefix)}`);
  await expect(tableRows(page, 'patients')).toHaveCount(1);
  const empty = page.getByText('no users found');
  await expect(empty).toBeHidden();
  expect(await page.getByRole('main').ariaSnapshot()).not.toContain('no users found');

  // With no rows, the text is there to see and to hear.
  await page.goto(`/admin/users?q=${encodeURIComponent(`${prefix} nobody`)}`);
  await expect(empty).toBeVisible();
  expect(await page.getByRole('main').ariaSnapshot()).toContain('no users found');
});
