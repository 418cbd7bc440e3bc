import type { Page } from '@playwright/test';
import { addDays } from '../../src/shared/calendar-date';
import { formatDate } from '../../src/shared/display-dates';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expectNoAxeViolations } from './support/axe';
import { clinicToday, expect, expectConsoleErrors, test, type AdminApi } from './support/fixtures';
import { pinnedClocks } from './support/pinned-clocks';
import { screenshotWidths } from './support/screenshots';
import { PHONE, currentUserOf, toast, useSignedInSession } from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const today = clinicToday;
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

/** Pauses with an issue, then resumes through the date picker: on today's date and on pinned ones. */
async function raiseAndResume({ page, adminApi }: { page: Page; adminApi: AdminApi }) {
  // Two dialogs and a dozen checks: over a minute on a busy 2-core machine.
  test.slow();
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Active');

  await profile.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await expect(issue.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(issue.getByText('Please choose an issue type')).toBeVisible();

  const types = issue.getByLabel(/^Issue type/).locator('option:not([disabled])');
  await expect(types).toHaveText([
    'Aligner not fitting properly',
    'Lost/Damaged Aligner',
    'Pain or discomfort',
    'Other (please specify)',
  ]);
  await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
  await issue.getByLabel('Description (optional)').fill('The new aligner presses on a molar.');
  await issue.getByLabel('Pause my treatment progress until this is resolved').check();
  await issue.getByRole('button', { name: 'Submit' }).click();

  await expect(toast(page, 'Your treatment is paused')).toBeVisible();
  await expect(issue).toBeHidden();
  await expect(profile).toContainText('Paused');
  await expect(profile.getByRole('button', { name: 'Got any issues?' })).toHaveCount(0);
  await expect(page.getByText(`Paused since ${formatDate(today(), 'en')}`)).toBeVisible();
  expect((await currentUserOf(page)).status).toBe('paused');
  // The notice names the button the patient resumes with, and that button is there.
  await expect(page.getByTestId('paused-notice')).toContainText(
    'until your issue is fixed, then tap “Resume your treatment” below',
  );

  await page
    .getByTestId('paused-notice')
    .getByRole('button', { name: 'Resume your treatment' })
    .click();
  const resume = page.getByRole('dialog', { name: 'Issue fixed!' });
  const date = resume.getByLabel(/^Kindly indicate the date you resumed your treatment\./);
  await date.click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();

  for (const invalid of ['31/02/2027', 'tomorrow']) {
    await date.fill(invalid);
    await date.press('Tab');
    await expect(resume.getByText('Date input not valid.')).toBeVisible();
    await resume.getByRole('button', { name: 'Resume treatment' }).click();
    await expect(resume.getByText('Date input not valid.')).toBeVisible();
  }

  // At most 90 days ahead: a later date says so, in the server's words.
  const latest = addDays(today(), 90);
  await date.fill('');
  await date.pressSequentially(ddmmyyyy(addDays(latest, 1)));
  await expect(
    resume.getByText(
      `The resume date must be within 90 days of today (${ddmmyyyy(latest)} at the latest)`,
      { exact: true },
    ),
  ).toBeVisible();

  // A past date says why, in the server's words, as soon as it is typed in full.
  const pastRule = `The resume date cannot be before today (${ddmmyyyy(today())})`;
  await date.fill('');
  await date.pressSequentially(ddmmyyyy(addDays(today(), -1)));
  await expect(date).toBeFocused();
  await expect(resume.getByText(pastRule, { exact: true })).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  // The calendar shows a month with days to pick: today's, even when yesterday was last month's.
  const monthOfToday = new Date(`${today()}T00:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByRole('button', { name: 'Choose a month' })).toHaveText(monthOfToday);
  await expect(resume.getByText('Date input not valid.')).toHaveCount(0);
  await resume.getByRole('button', { name: 'Resume treatment' }).click();
  await expect(resume.getByText(pastRule, { exact: true })).toBeVisible();
  expect((await currentUserOf(page)).status).toBe('paused');

  // Days before today cannot be picked; today can, and fills the field as dd/MM/yyyy.
  await date.fill('');
  await date.click();
  const [y, m, d] = today().split('-').map(Number) as [number, number, number];
  const dayName = (day: Date) =>
    day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const yesterday = new Date(Date.UTC(y, m - 1, d - 1));
  if (yesterday.getUTCMonth() === m - 1) {
    await expect(
      page.getByRole('button', { name: dayName(yesterday), exact: true }),
    ).toBeDisabled();
  }
  await page
    .getByRole('button', { name: dayName(new Date(Date.UTC(y, m - 1, d))), exact: true })
    .click();
  await expect(date).toHaveValue(ddmmyyyy(today()));
  await expect(resume.getByText('Date input not valid.')).toHaveCount(0);
  await resume.getByRole('button', { name: 'Resume treatment' }).click();
  await expect(toast(page, 'Treatment resumed successfully.')).toBeVisible();
  await expect(resume).toBeHidden();
  await expect(profile).toContainText('Active');
  await expect(profile.getByRole('button', { name: 'Got any issues?' })).toBeVisible();
  await expect(page.getByText(`resumed ${formatDate(today(), 'en')}`)).toBeVisible();
  expect((await currentUserOf(page)).status).toBe('active');
}

test('raises an issue that pauses the treatment, then resumes it', raiseAndResume);
for (const clock of pinnedClocks()) {
  test.describe(`on ${clock.name}`, () => {
    test.use({ clinicClock: clock.at });
    test('raises an issue that pauses the treatment, then resumes it', raiseAndResume);
  });
}

test('an issue without the pause box keeps the treatment going', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await issue.getByLabel(/^Issue type/).selectOption('Lost/Damaged Aligner');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'We will get back to you soon')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Active');
  expect((await currentUserOf(page)).status).toBe('active');
});

/** A new patient, signed in, with the issue dialog open; returns the patient, token and dialog. */
async function openIssueDialog(page: Page, adminApi: AdminApi) {
  const { patient, password } = await adminApi.registerPatient();
  const token = await useSignedInSession(page, patient.email, password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await expect(issue).toBeVisible();
  return { patient, token, issue };
}

test('"Other (please specify)" needs a description, asked for on the field', async ({
  page,
  adminApi,
}) => {
  const { issue } = await openIssueDialog(page, adminApi);
  await issue.getByLabel(/^Issue type/).selectOption('Other (please specify)');
  const description = issue.getByRole('textbox', { name: /^Description/ });
  await expect(description).toHaveAccessibleName('Description');
  await expect(description).toHaveAttribute('required');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(issue.getByText('Please describe the issue', { exact: true })).toBeVisible();
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toBeFocused();

  await description.fill('The case hinge broke');
  await expect(issue.getByText('Please describe the issue')).toHaveCount(0);
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'We will get back to you soon')).toBeVisible();

  // The other types keep the description optional.
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
  await expect(issue.getByRole('textbox', { name: 'Description (optional)' })).toBeVisible();
});

test('the pause box: a 44 px row that toggles anywhere, 16 px text, readable', async ({
  page,
  adminApi,
}) => {
  test.slow(); // an axe pass at the end
  const { issue } = await openIssueDialog(page, adminApi);
  const box = issue.getByRole('checkbox', {
    name: 'Pause my treatment progress until this is resolved',
  });
  const row = issue.locator('.mantine-Checkbox-root');
  const label = row.locator('label');
  await expect(label).toHaveCSS('font-size', '16px');
  const boxSize = (await box.boundingBox())!;
  expect(Math.min(boxSize.width, boxSize.height)).toBeGreaterThanOrEqual(24);
  const rowSize = (await row.boundingBox())!;
  expect(rowSize.height).toBeGreaterThanOrEqual(44);
  expect(rowSize.width).toBeGreaterThanOrEqual(300);

  // The box itself, the row's left edge beside it and the far end of the text all toggle.
  await box.click();
  await expect(box).toBeChecked();
  await row.click({ position: { x: 3, y: rowSize.height - 3 } });
  await expect(box).not.toBeChecked();
  await row.click({ position: { x: rowSize.width - 3, y: 3 } });
  await expect(box).toBeChecked();
  await box.press('Space');
  await expect(box).not.toBeChecked();
  await box.press('Space');

  await screenshotWidths(page, 'patient-issue-dialog', [PHONE.width, 1440]);
  await expectNoAxeViolations(page);
});

test('a pause before a resume date still ahead is refused on the pause box; the issue still goes', async ({
  page,
  adminApi,
}) => {
  test.slow(); // an axe pass in the middle
  const { patient, token, issue } = await openIssueDialog(page, adminApi);
  // Paused and resumed from tomorrow, through the API.
  const headers = { Authorization: `Bearer ${token}` };
  const paused = await page.request.post('/api/issue-query', {
    headers,
    data: { issueType: 'Pain or discomfort', pauseProgress: true, addedBy: patient._id },
  });
  expect(paused.status(), await paused.text()).toBe(201);
  const tomorrow = addDays(today(), 1);
  const resumed = await page.request.put(`/api/issue-query/${patient._id}`, {
    headers,
    data: { issueStatus: 'closed', status: 'active', resumeDate: tomorrow },
  });
  expect(resumed.status(), await resumed.text()).toBe(200);

  expectConsoleErrors(page, /status of 409 .*\/api\/issue-query/);
  await issue.getByLabel(/^Issue type/).selectOption('Lost/Damaged Aligner');
  const box = issue.getByRole('checkbox', {
    name: 'Pause my treatment progress until this is resolved',
  });
  await box.check();
  await issue.getByRole('button', { name: 'Submit' }).click();
  const refusal = `Your treatment resumes on ${formatDate(tomorrow, 'en')}, so it cannot be paused again before then. You can still report the issue without pausing.`;
  await expect(issue.getByText(refusal, { exact: true })).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription(refusal);
  await expect(issue.getByRole('alert')).toHaveCount(0);
  await screenshotWidths(page, 'patient-issue-pause-refused', [PHONE.width]);
  await expectNoAxeViolations(page);

  await box.uncheck();
  await expect(issue.getByText(refusal)).toHaveCount(0);
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(toast(page, 'We will get back to you soon')).toBeVisible();
  await expect(issue).toBeHidden();
  expect((await currentUserOf(page)).status).toBe('active');
});

test("the dialog's code loads as the pointer reaches its button, not with the page", async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await useSignedInSession(page, patient.email, password);
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname));
  const issueDialogCode = () => files.filter((file) => /\/issue-dialog-[\w-]+\.js$/.test(file));
  await page.goto('/dashboard');
  const button = page.getByRole('button', { name: 'Got any issues?' });
  await expect(button).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(issueDialogCode()).toEqual([]);

  await button.hover();
  await expect.poll(() => issueDialogCode().length).toBe(1);
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Got any issues?' })).toBeVisible();
});
