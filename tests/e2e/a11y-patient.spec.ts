import { expectNoAxeViolations } from './support/axe';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expect, test, uniquePhone } from './support/fixtures';
import { PHONE, useSignedInSession } from './patient-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

test.describe('accessibility of the patient screens (axe)', () => {
  test('/login, before and after a failed submit', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: "Let's Go" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: "Let's Go" }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/login-mobile, both steps', async ({ page }) => {
    await page.goto('/login-mobile');
    await expect(page.getByRole('button', { name: 'Verify on WhatsApp' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Mobile number/).fill(uniquePhone());
    await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/dashboard, with each dialog open', async ({ page, adminApi }) => {
    const { patient, password } = await adminApi.registerPatient();
    await useSignedInSession(page, patient.email, password);
    await page.goto('/dashboard?aligner=2');
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Live chat' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Got any issues?' }).click();
    const issue = page.getByRole('dialog', { name: 'Got any issues?' });
    await issue.getByRole('button', { name: 'Submit' }).click();
    await expect(issue.getByText('Please choose an issue type')).toBeVisible();
    await expectNoAxeViolations(page);

    await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
    await issue.getByLabel('Pause my treatment progress until this is resolved').check();
    await issue.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('button', { name: 'Resume your treatment' }).click();
    const resume = page.getByRole('dialog', { name: 'Issue fixed!' });
    await resume.getByLabel(/^Kindly indicate/).fill('99/99/9999');
    await resume.getByRole('button', { name: 'Resume treatment' }).click();
    await expect(resume.getByText('Date input not valid.')).toBeVisible();
    await resume.getByLabel(/^Kindly indicate/).click();
    await expect(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
