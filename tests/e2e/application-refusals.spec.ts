import { readFile } from 'node:fs/promises';
import type { JobApplication } from '../../src/shared/api-types';
import { expectNoAxeViolations } from './support/axe';
import { applyThroughApi, openApplication } from './support/careers';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { minimalPdf } from './support/minimal-pdf';
import { demoJobs } from './support/public-content';
import { screenshotWidths } from './support/screenshots';
import { openResumeAsAdmin } from './admin-helpers';

const UNOPENABLE =
  'The resume could not be opened as a PDF. Please attach a PDF that opens on your device.';
const ALREADY_APPLIED = 'You have already applied for this job';

test.describe('career form on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('says on the field when the PDF cannot be opened, and when this email already applied', async ({
    page,
    request,
  }) => {
    expectConsoleErrors(
      page,
      /status of 415 .*\/api\/apply-jobs/,
      /status of 409 .*\/api\/apply-jobs/,
    );
    const job = (await demoJobs(request))[0]!;
    const email = `twice-${Date.now()}@e2e.test`;
    await page.goto('/career');

    const fill = async (dialog: Awaited<ReturnType<typeof openApplication>>) => {
      await dialog.getByLabel('Full name').fill('Nisha Verma');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Mobile').fill('9123456781');
    };
    const submit = async (dialog: Awaited<ReturnType<typeof openApplication>>, status: number) => {
      const answered = page.waitForResponse('**/api/apply-jobs');
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      expect((await answered).status()).toBe(status);
    };

    // 45 bytes that start as a PDF: no reader can open them.
    const dialog = await openApplication(page, job.title);
    await fill(dialog);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'nisha-resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< >>\nendobj\n%%EOF\n', 'latin1'),
    });
    await submit(dialog, 415);
    const resumeError = dialog.locator('.mantine-InputWrapper-error', { hasText: UNOPENABLE });
    await expect(resumeError).toBeVisible();
    await expect(page.getByText(UNOPENABLE)).toHaveCount(1);
    await expect(dialog.getByRole('button', { name: 'Resume', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The chosen file can be removed by a button that says what it does.
    await expect(dialog.getByRole('button', { name: 'Remove the chosen resume' })).toBeVisible();
    await screenshotWidths(page, 'career-unopenable-pdf', [390]);

    // A real PDF goes through.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'nisha-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Nisha Verma'),
    });
    await expect(page.getByText(UNOPENABLE)).toHaveCount(0);
    await submit(dialog, 201);
    await expect(dialog).toBeHidden();

    // The same email for the same opening again: said on the email field.
    // Its panel is still open: Apply Now again.
    await page.getByRole('button', { name: `Apply Now for ${job.title}` }).click();
    await expect(dialog).toBeVisible();
    await fill(dialog);
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'nisha-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Nisha Verma'),
    });
    await submit(dialog, 409);
    const emailError = dialog.locator('.mantine-InputWrapper-error', { hasText: ALREADY_APPLIED });
    await expect(emailError).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(ALREADY_APPLIED)).toHaveCount(1);
    await screenshotWidths(page, 'career-already-applied', [390]);
  });
});

test.describe('resume viewer on a desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is titled with the applicant and the opening, and downloads under their names', async ({
    page,
    adminApi,
  }) => {
    const job = (await demoJobs(adminApi.request))[0]!;
    const email = `named-${Date.now()}@e2e.test`;
    await applyThroughApi(adminApi.request, {
      name: 'Prìya Sharma',
      email,
      phone: '9000000002',
      job: job._id,
      about: '',
      resumeText: 'Priya',
    });
    const list = await adminApi.request.get('/api/apply-jobs', {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    });
    const { applyJobs } = (await list.json()) as { applyJobs: JobApplication[] };
    const application = applyJobs.find((a) => a.email === email)!;

    await openResumeAsAdmin(page, adminApi, application);
    const banner = page.locator('main > header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resume of Prìya Sharma');
    await expect(banner).toContainText(job.title);
    await expect(page).toHaveTitle(`Prìya Sharma · ${job.title} · Resume · TapAlign`);
    await expect(page.locator('iframe[title="Resume (PDF)"]')).toHaveAttribute('src', /^blob:/);

    const expectedName = `Priya-Sharma-${job.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-resume.pdf`;
    const link = page.getByRole('link', { name: 'Download PDF' });
    await expect(link).toHaveAttribute('download', expectedName);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(expectedName);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await screenshotWidths(page, 'resume-viewer', [1440, 390]);
    await expectNoAxeViolations(page);
  });
});
