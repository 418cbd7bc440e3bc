import type { JobApplication } from '../../src/shared/api-types';
import { expectNoAxeViolations } from './support/axe';
import { filesFetched } from './support/files-fetched';
import { expect, expectConsoleErrors, test } from './support/fixtures';
import { minimalPdf } from './support/minimal-pdf';
import { openApplication } from './support/careers';
import { demoJobs, watchJobList } from './support/public-content';
import { screenshotWidths } from './support/screenshots';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

const NAME_HINT = 'Must be 3 to 30 characters containing only letters, numbers or dash';

test.describe('careers page', () => {
  test('shows the hero, six benefits and every opening', async ({ page }) => {
    const list = watchJobList(page);
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const openings = page.getByRole('region', { name: 'Latest Openings' });
    await expect(openings.getByRole('button').first()).toBeVisible();
    // Every opening the page was given (admin tests post and delete theirs meanwhile).
    const jobs = await list.latest();
    expect(jobs.length).toBeGreaterThanOrEqual(3);
    const benefits = page.getByRole('region', { name: 'Why Choose Us' }).getByRole('heading', {
      level: 3,
    });
    await expect(benefits).toHaveCount(6);
    for (const job of jobs) {
      await expect(openings.getByRole('button', { name: job.title })).toBeVisible();
    }
    const collage = page.locator('img[src^="/images/careers/"]');
    await expect(collage).toHaveCount(4);
  });

  test('the openings offer a retry when they cannot be loaded', async ({ page }) => {
    expectConsoleErrors(
      page,
      /Failed to load resource/,
      /ApiError: Service unavailable/, // React reports the error its boundary shows
    );
    let failing = true;
    let asked = 0;
    await page.route('**/api/jobs?*', (route) => {
      asked += 1;
      return failing
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
        : route.fallback();
    });
    await page.goto('/career');
    const openings = page.getByRole('region', { name: 'Latest Openings' });
    const alert = openings
      .getByRole('alert')
      .filter({ hasText: 'The openings could not be loaded' });
    await expect(alert).toBeVisible();
    // A server error is asked again twice before the page says so.
    expect(asked).toBe(3);
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(openings.getByRole('button').first()).toBeVisible();
    await expect(alert).toBeHidden();
  });

  test('a visitor applies with a PDF and the admin sees it with its resume', async ({
    page,
    request,
    adminApi,
  }) => {
    const job = (await demoJobs(request))[1]!;
    const email = `applicant-${Date.now()}@e2e.test`;
    // The page reads and sends without TanStack Query (lib/page-data.ts, hooks/use-request.ts).
    const queries = filesFetched(page, /^queries$/);
    await page.goto('/career');
    const dialog = await openApplication(page, job.title);

    await expect(dialog.getByLabel('Position')).toHaveValue(job.title);
    await dialog.getByLabel('Full name').fill('Asha Menon-Rao');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mobile').fill('9876501234');
    await dialog.getByLabel('About you').fill('Five years in patient care.');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'asha-resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Asha Menon-Rao'),
    });
    await expect(dialog.getByText('asha-resume.pdf')).toBeVisible();

    // Hold the upload until the spinner has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/apply-jobs', async (route) => {
      await held;
      await route.continue();
    });
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await submit.click();
    await expect(submit).toHaveAttribute('data-loading', 'true');
    release();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(queries).toEqual([]);

    const list = await adminApi.request.get('/api/apply-jobs', {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    });
    const { applyJobs } = (await list.json()) as { applyJobs: JobApplication[] };
    const application = applyJobs.find((a) => a.email === email);
    expect(application).toMatchObject({
      name: 'Asha Menon-Rao',
      phone: '9876501234',
      about: 'Five years in patient care.',
      job: { _id: job._id, title: job.title },
    });
    expect(application!.resume).toMatch(/\/api\/files\/[0-9a-f-]{36}$/);
    const resume = await adminApi.request.get(new URL(application!.resume, 'http://x').pathname, {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    });
    expect(resume.status()).toBe(200);
    expect(resume.headers()['content-type']).toBe('application/pdf');
    expect((await resume.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('shows the spec hints and sends nothing while the form is invalid', async ({
    page,
    request,
  }) => {
    const jobs = await demoJobs(request);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/apply-jobs')) posts++;
    });
    await page.goto('/career');
    const dialog = await openApplication(page, jobs[0]!.title);
    // The resume's rule and size limit are said before anything is chosen.
    await expect(dialog.getByText('Only PDF is allowed, up to 5 MB')).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Full name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();
    await expect(dialog.getByText('Please attach your resume')).toBeVisible();
    // The hint gives way to the error: the rule is said once.
    await expect(dialog.getByText(/Only PDF is allowed/)).toHaveCount(0);
    await expect(dialog.getByLabel('Full name')).toBeFocused();

    await dialog.getByLabel('Full name').fill('1 Asha');
    await expect(dialog.getByText(NAME_HINT)).toBeVisible();
    await dialog.getByLabel('Full name').fill('Asha');
    await expect(dialog.getByText(NAME_HINT)).toBeHidden();
    await dialog.getByLabel('Email').fill('asha@');
    await expect(dialog.getByText('Enter valid email address')).toBeVisible();
    await dialog.getByLabel('Mobile').fill('98765');
    await expect(dialog.getByText(MOBILE_RULE_MESSAGE)).toBeVisible();

    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'resume.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('PK not a pdf'),
    });
    await expect(dialog.locator('[aria-invalid="true"]')).not.toHaveCount(0);
    await expect(
      dialog.locator('.mantine-InputWrapper-error', { hasText: 'Only PDF is allowed' }),
    ).toBeVisible();
    await expect(dialog.getByText(/Only PDF is allowed/)).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    expect(posts).toBe(0);
  });

  test('an HTML page renamed to .pdf is refused by the server with its message', async ({
    page,
    request,
  }) => {
    expectConsoleErrors(page, /status of 415 .*\/api\/apply-jobs/);
    const jobs = await demoJobs(request);
    await page.goto('/career');
    const dialog = await openApplication(page, jobs[0]!.title);
    await dialog.getByLabel('Full name').fill('Ravi Kumar');
    await dialog.getByLabel('Email').fill(`ravi-${Date.now()}@e2e.test`);
    await dialog.getByLabel('Mobile').fill('9123456780');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    // Every toast that ever shows is noted (they close by themselves after a few seconds).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('.mantine-Notification-root')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('.mantine-Notification-root')];
          seen.push(...toasts.map((toast) => toast.textContent ?? ''));
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const toastsSeen = () =>
      page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    const answered = page.waitForResponse('**/api/apply-jobs');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    expect((await answered).status()).toBe(415);
    // Said once, on the resume's field.
    await expect(
      dialog.locator('.mantine-InputWrapper-error', { hasText: 'Only PDF is allowed' }),
    ).toBeVisible();
    await expect(page.getByText(/Only PDF is allowed/)).toHaveCount(1);
    await expect(dialog).toBeVisible();

    // A real PDF goes through; of the toasts, only the success one was ever shown.
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Ravi Kumar'),
    });
    await expect(dialog.getByText(/Only PDF is allowed/)).toHaveText(
      'Only PDF is allowed, up to 5 MB',
    );
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();
    expect(await toastsSeen()).toEqual([expect.stringContaining('Application submitted')]);
  });
});

test.describe('careers page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Discard closes the dialog and clears it; a resume over 5 MB is refused on its field', async ({
    page,
    request,
  }) => {
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/apply-jobs')) posts++;
    });
    const jobs = await demoJobs(request);
    const title = jobs[0]!.title;
    await page.goto('/career');
    const dialog = await openApplication(page, title);
    await dialog.getByLabel('Full name').fill('Kiran Das');
    await dialog.getByLabel('Mobile').fill('9876501234');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'kiran.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([minimalPdf('Kiran Das'), Buffer.alloc(5 * 1024 * 1024)]),
    });
    const resumeError = dialog.locator('.mantine-InputWrapper-error', {
      hasText: 'The resume must be at most 5 MB',
    });
    await expect(resumeError).toBeVisible();
    await expect(dialog.getByText('Only PDF is allowed, up to 5 MB')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(resumeError).toBeVisible();
    expect(posts).toBe(0);

    await dialog.getByRole('button', { name: 'Close' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard your application?' });
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeHidden();

    // Opened again, nothing of the discarded application is left.
    await page.getByRole('button', { name: `Apply Now for ${title}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');
    await expect(dialog.getByLabel('Mobile')).toHaveValue('');
    await expect(dialog.getByText('kiran.pdf')).toHaveCount(0);
    await expect(dialog.getByText('Only PDF is allowed, up to 5 MB')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(confirm).toHaveCount(0);
  });

  test('applies on a phone screen, the dialog filling the screen', async ({ page, request }) => {
    const jobs = await demoJobs(request);
    await page.goto('/career');
    const dialog = await openApplication(page, jobs[2]!.title);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await dialog.getByLabel('Full name').fill('Meera Shah');
    await dialog.getByLabel('Email').fill(`meera-${Date.now()}@e2e.test`);
    await dialog.getByLabel('Mobile').fill('9988776655');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'meera.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Meera Shah'),
    });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`the Apply Now dialog at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('passes axe with its field errors shown, every contrast decided', async ({
      page,
      request,
    }) => {
      test.slow(); // two axe passes
      expectConsoleErrors(page, /status of 415 .*\/api\/apply-jobs/);
      const jobs = await demoJobs(request);
      await page.goto('/career');
      const dialog = await openApplication(page, jobs[0]!.title);
      const inDialog = { include: '[role="dialog"]' };

      // The empty form's required errors, under a two-line intro on a phone.
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      await expect(dialog.getByText('Please attach your resume')).toBeVisible();
      await screenshotWidths(page, 'career-apply-required', [viewport.width]);
      await expectNoAxeViolations(page, inDialog);

      // A resume no reader can open: the server's two-line message on the resume's field.
      await dialog.getByLabel('Full name').fill('Nisha Verma');
      await dialog.getByLabel('Email').fill(`contrast-${Date.now()}@e2e.test`);
      await dialog.getByLabel('Mobile').fill('9123456781');
      await dialog.locator('input[type="file"]').setInputFiles({
        name: 'nisha-resume.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n', 'latin1'),
      });
      const answered = page.waitForResponse('**/api/apply-jobs');
      await dialog.getByRole('button', { name: 'Submit application' }).click();
      expect((await answered).status()).toBe(415);
      await expect(
        dialog.locator('.mantine-InputWrapper-error', { hasText: 'could not be opened' }),
      ).toBeVisible();
      await screenshotWidths(page, 'career-apply-unopenable', [viewport.width]);
      await expectNoAxeViolations(page, inDialog);
    });
  });
}
