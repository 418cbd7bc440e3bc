/**
 * Families on the patient's dashboard (docs/design.md §12): a minor's own notice card names the
 * parent who agrees for them, with no "I agree" of the minor's own.
 */
import { addYears } from '../../src/shared/calendar-date';
import { expectNoAxeViolations } from './support/axe';
import { clinicToday, expect, test, uniquePhone, type AdminApi } from './support/fixtures';
import { screenshotWidths } from './support/screenshots';
import { PHONE, useSignedInSession } from './patient-helpers';
import { uniquePrefix } from './admin-helpers';

test.use({ viewport: PHONE });

/** Two children of one mother: Asha (14, 10 aligners) and Rohan (12, 8 aligners). */
async function registerFamily(adminApi: AdminApi) {
  const family = uniquePrefix('Rao');
  const mother = { name: `${family} Priya`, phone: uniquePhone(), relationship: 'mother' };
  const teen = (years: number) => addYears(clinicToday(), -years);
  const asha = await adminApi.registerPatient({
    name: `Asha ${family}`,
    dob: teen(14),
    aligners: 10,
    guardians: [mother],
  });
  const rohan = await adminApi.registerPatient({
    name: `Rohan ${family}`,
    dob: teen(12),
    aligners: 8,
    guardians: [mother],
  });
  return { mother, asha, rohan };
}

test("a minor's own notice card names the parent who agrees for her", async ({
  page,
  adminApi,
}) => {
  const { mother, asha } = await registerFamily(adminApi);
  await useSignedInSession(page, asha.patient.email as string, asha.password);
  await page.goto('/dashboard');
  const notice = page.getByRole('region', { name: 'Your data and your privacy' });
  await expect(notice).toContainText(
    `Your parent or guardian agrees to this notice for you: ${mother.name} (your mother).`,
  );
  await expect(notice.getByRole('button', { name: 'I agree' })).toHaveCount(0);
  await expect(notice.getByRole('link', { name: 'Read the privacy notice' })).toBeVisible();
  await screenshotWidths(page, 'minor-notice', [390, 1440]);
  await expectNoAxeViolations(page);
});
