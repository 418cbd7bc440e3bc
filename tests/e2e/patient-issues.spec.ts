import { addDays, formatDateIN, todayIn } from '../../src/shared/calendar-date';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { PHONE, currentUserOf, toast, useSignedInSession } from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const today = () => todayIn(DEFAULT_CLINIC_TIMEZONE);
const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');

test('raises an issue that pauses the treatment, then resumes it', async ({ page, adminApi }) => {
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
  await expect(page.getByText(`Paused since ${formatDateIN(today())}`)).toBeVisible();
  expect((await currentUserOf(page)).status).toBe('paused');

  await profile.getByRole('button', { name: 'Resume your treatment' }).click();
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

  // A past date says why, in the server's words, as soon as it is typed in full.
  const pastRule = `The resume date cannot be before today (${ddmmyyyy(today())})`;
  await date.fill('');
  await date.pressSequentially(ddmmyyyy(addDays(today(), -1)));
  await expect(date).toBeFocused();
  await expect(resume.getByText(pastRule, { exact: true })).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
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
    await expect(page.getByRole('button', { name: dayName(yesterday) })).toBeDisabled();
  }
  await page.getByRole('button', { name: dayName(new Date(Date.UTC(y, m - 1, d))) }).click();
  await expect(date).toHaveValue(ddmmyyyy(today()));
  await expect(resume.getByText('Date input not valid.')).toHaveCount(0);
  await resume.getByRole('button', { name: 'Resume treatment' }).click();
  await expect(toast(page, 'Treatment resumed successfully.')).toBeVisible();
  await expect(resume).toBeHidden();
  await expect(profile).toContainText('Active');
  await expect(profile.getByRole('button', { name: 'Got any issues?' })).toBeVisible();
  await expect(page.getByText(`resumed ${formatDateIN(today())}`)).toBeVisible();
  expect((await currentUserOf(page)).status).toBe('active');
});

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
