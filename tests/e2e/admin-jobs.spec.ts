import type { Job } from '../../src/shared/api-types';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import {
  deleteAsAdmin,
  deleteRowDecliningFirst,
  expectNoAxeViolations,
  openAdminPage,
  postJob,
  rowWith,
  screenshotAndAxe,
  signInAsAdmin,
  toast,
  uniqueName,
} from './admin-content-helpers';

const JOB = {
  department: 'Clinical',
  jobType: 'Full-time',
  location: 'Mumbai',
  salaryRange: '₹8–12 LPA',
  experience: '2+ years',
  education: 'MDS in Orthodontics',
  description: 'Plan aligner treatments with our digital team.',
};

test.describe('admin: career / jobs', () => {
  test.beforeEach(async ({ page, adminApi }) => signInAsAdmin(page, adminApi));

  test('posts a job, edits it, keeps it when deletion is declined, deletes it', async ({
    page,
  }) => {
    const title = uniqueName('Orthodontist');
    await openAdminPage(page, '/admin/career-post', 'Career / Jobs');
    await page.getByRole('button', { name: 'Post a Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post a Job' });
    await expect(dialog).toBeVisible();

    // Required fields are checked before anything is sent.
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByLabel('Job title')).toBeFocused();

    await dialog.getByLabel('Job title').fill(title);
    await dialog.getByLabel('Department').fill(JOB.department);
    await dialog.getByLabel('Job type').fill(JOB.jobType);
    await dialog.getByLabel('Location').fill(JOB.location);
    await dialog.getByLabel('Salary range').fill(JOB.salaryRange);
    await dialog.getByLabel('Experience').fill(JOB.experience);
    await dialog.getByLabel('Education').fill(JOB.education);
    await dialog.getByLabel('Description').fill(JOB.description);
    await dialog.getByRole('button', { name: 'Post job' }).click();
    await expect(toast(page, 'Job posted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Description and education are cut to 10 characters in the table.
    const row = rowWith(page, title);
    await expect(row).toContainText('Plan align…');
    await expect(row).toContainText('MDS in Ort…');
    await expect(row).not.toContainText(JOB.description);

    // The public careers page lists it.
    const careers = await page.request.get('/api/jobs');
    expect(((await careers.json()) as { jobs: Job[] }).jobs.map((j) => j.title)).toContain(title);

    // Edit: Cancel changes nothing, Save changes the job.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/edit-job\/[0-9a-f-]{36}$/);
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await expect(page.getByLabel('Description')).toHaveValue(JOB.description);
    await page.getByLabel('Location').fill('Pune');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/career-post$/);
    await expect(rowWith(page, title)).toContainText('Mumbai');

    await rowWith(page, title)
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    const edited = `${title} (senior)`;
    await page.getByLabel('Job title').fill(edited);
    await page.getByLabel('Location').fill('Pune');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Job updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/career-post$/);
    await expect(rowWith(page, edited)).toContainText('Pune');

    await deleteRowDecliningFirst(page, edited, 'Job deleted successfully');
    const after = (await (await page.request.get('/api/jobs')).json()) as { jobs: Job[] };
    expect(after.jobs.map((j) => j.title)).not.toContain(edited);
  });

  test('adds a Hindi version of an opening, shown on the Hindi careers page', async ({
    page,
    adminApi,
  }) => {
    const title = uniqueName('Aligner planner');
    const hindiTitle = `अलाइनर योजनाकार ${title.split(' ').pop()}`;
    const job = await postJob(adminApi, { title, ...JOB });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/admin/edit-job/${job._id}`);
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await page.getByRole('checkbox', { name: 'Add a Hindi version' }).check();

    // Every field of a version is required, as in English.
    await page.getByLabel('Job title (Hindi)').fill(hindiTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Department (Hindi)')).toBeFocused();
    const hindi = {
      'Department (Hindi)': 'क्लिनिकल',
      'Job type (Hindi)': 'पूर्णकालिक',
      'Location (Hindi)': 'मुंबई',
      'Salary range (Hindi)': '₹8–12 लाख प्रति वर्ष',
      'Experience (Hindi)': '2+ वर्ष',
      'Education (Hindi)': 'ऑर्थोडॉन्टिक्स में एमडीएस',
      'Description (Hindi)': 'हमारी डिजिटल टीम के साथ अलाइनर उपचार की योजना बनाएँ।',
    };
    for (const [label, value] of Object.entries(hindi)) await page.getByLabel(label).fill(value);
    await screenshotAndAxe(page, 'edit-job-hindi');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Job updated successfully')).toBeVisible();

    await page.goto('/career?lang=hi');
    const opening = page.getByRole('button', { name: new RegExp(hindiTitle) });
    await expect(opening).toBeVisible();
    await opening.click();
    await expect(page.getByText(hindi['Description (Hindi)'])).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
    await deleteAsAdmin(adminApi, `/api/jobs/${job._id}`);
  });

  test('an unknown job id shows "Job not found" with the way back', async ({ page }) => {
    expectConsoleErrors(page, /status of 404 .*\/api\/jobs\/00000000-0000-4000-8000-000000000000/);
    await page.goto('/admin/edit-job/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/career-post$/);
  });

  test('the jobs page, its modal and the edit page have no axe violations', async ({
    page,
    adminApi,
  }) => {
    const title = uniqueName('Axe job');
    const job = await postJob(adminApi, { title, ...JOB });

    await openAdminPage(page, '/admin/career-post', 'Career / Jobs');
    await expect(rowWith(page, title)).toBeVisible();
    await screenshotAndAxe(page, 'jobs');

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Post a Job' }).click();
    await expect(page.getByRole('dialog', { name: 'Post a Job' })).toBeVisible();
    await screenshotAndAxe(page, 'jobs-modal');
    await page.keyboard.press('Escape');

    await page.goto(`/admin/edit-job/${job._id}`);
    await expect(page.getByLabel('Job title')).toHaveValue(title);
    await screenshotAndAxe(page, 'edit-job');

    await deleteAsAdmin(adminApi, `/api/jobs/${job._id}`);
  });
});
