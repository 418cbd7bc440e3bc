/**
 * The link WhatsApp's "help" answer sends (`/dashboard?report=issue`, docs/design.md "WhatsApp")
 * opened on a phone by a visitor who is not signed in: the sign-in page comes first, and after
 * it the dashboard opens with the issue dialog, as for a signed-in patient.
 */
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import { expect, test } from './support/fixtures';
import { PHONE, signInWithPassword } from './patient-helpers';
import { gotoReady } from './public-helpers';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

test('the help link opens the issue dialog once a signed-out patient signs in', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await gotoReady(page, '/dashboard?report=issue');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInWithPassword(page, patient.email as string, password);
  await expect(page).toHaveURL(/\/dashboard\?report=issue$/);
  const dialog = page.getByRole('dialog', { name: 'Got any issues?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Issue type/)).toBeVisible();
  await page.screenshot({ path: 'test-results/report-issue-link-390.png' });
});
