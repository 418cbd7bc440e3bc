import type { Job, JobApplication } from '../../src/shared/api-types';
import { formatDateIN } from '../../src/shared/calendar-date';
import { expect, test } from './support/fixtures';
import { adminGet } from './admin-helpers';
import { applyThroughApi } from './support/careers';
import { demoJobs } from './support/public-content';
import {
  openAdminPage,
  rowWith,
  screenshotAndAxe,
  signInAsAdmin,
  uniqueName,
} from './admin-content-helpers';

const ABOUT =
  'Five years of orthodontic practice in Pune, most of it with clear aligners and digital scans.';

test.describe('admin: job applications', () => {
  test.beforeEach(async ({ page, adminApi }) => signInAsAdmin(page, adminApi));

  test('an application shows its job, date and about text, and its resume opens in the viewer', async ({
    page,
    adminApi,
  }) => {
    const name = uniqueName('Asha').slice(0, 30);
    const [job] = (await demoJobs(adminApi.request)) as [Job];
    await applyThroughApi(adminApi.request, {
      name,
      phone: '9876500011',
      job: job._id,
      about: ABOUT,
    });

    await openAdminPage(page, '/admin/job-application', 'Job Applications');
    const row = rowWith(page, name);
    await expect(row).toContainText(job.title);
    // The day it was received, whatever the clock says by now.
    const { applyJobs } = await adminGet<{ applyJobs: JobApplication[] }>(
      adminApi,
      '/api/apply-jobs',
    );
    const application = applyJobs.find((a) => a.name === name)!;
    await expect(row).toContainText(formatDateIN(application.createdAt));

    // About is cut at 50 characters; Read More shows it all, Show Less cuts it again.
    await expect(row).toContainText(`${ABOUT.slice(0, 50)}…`);
    await expect(row).not.toContainText(ABOUT);
    await row.getByRole('button', { name: 'Read More' }).click();
    await expect(row).toContainText(ABOUT);
    await expect(row.getByRole('button', { name: 'Show Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await row.getByRole('button', { name: 'Show Less' }).click();
    await expect(row).not.toContainText(ABOUT);

    // The resume opens in the viewer, in a new tab, for the signed-in admin.
    const [viewer] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('link', { name: `Resume of ${name} (opens in a new tab)` }).click(),
    ]);
    await expect(viewer).toHaveURL(/\/view-resume\/[0-9a-f-]{36}\?resume=%2Fapi%2Ffiles%2F/);
    await expect(viewer.locator('iframe[title="Resume (PDF)"]')).toHaveAttribute('src', /^blob:/);
  });

  test('the applications page has no axe violations', async ({ page }) => {
    await openAdminPage(page, '/admin/job-application', 'Job Applications');
    await expect(page.getByRole('table', { name: 'job applications' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await screenshotAndAxe(page, 'applications');
  });
});
