import { readFile } from 'node:fs/promises';
import type { JobApplication } from '../../src/shared/api-types';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import {
  expect,
  expectConsoleErrors,
  test,
  uniqueAddress,
  type AdminApi,
} from './support/fixtures';
import { applyThroughApi } from './support/careers';
import { demoJobs } from './support/public-content';
import { nextFrames } from './public-helpers';
import { E2E_BASE_URL } from './support/config';
import { openResumeAsAdmin } from './admin-helpers';

const HOSTILE_ADDRESSES = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  'https://evil.example',
  'http://169.254.169.254/',
];

test.describe('resume viewer', () => {
  for (const address of HOSTILE_ADDRESSES) {
    test(`refuses ${address} with an error view and no navigation`, async ({ page }) => {
      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(E2E_BASE_URL)) foreign.push(request.url());
      });
      page.on('dialog', (dialog) => {
        throw new Error(`A dialog opened: ${dialog.message()}`);
      });
      const path = `/view-resume/123?resume=${encodeURIComponent(address)}`;
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('This resume link is not valid');
      await expect(page.getByRole('alert')).toContainText('own file addresses');
      await nextFrames(page);
      expect(new URL(page.url()).pathname).toBe('/view-resume/123');
      expect(page.frames()).toHaveLength(1);
      expect(foreign).toEqual([]);
    });
  }

  test('shows a resume to the admin from a blob address', async ({ page, adminApi }) => {
    const application = await submitApplication(adminApi);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    await openResumeAsAdmin(page, adminApi, application);
    const frame = page.locator('iframe[title="Resume (PDF)"]');
    await expect(frame).toHaveAttribute('src', /^blob:http:\/\/localhost/);
    const src = (await frame.getAttribute('src'))!;
    // The page's CSP lets the blob frame load (the browser then shows it with its PDF viewer).
    await expect.poll(() => page.frames().some((f) => f.url() === src)).toBe(true);
    expect(blocked).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Viewer-Test-[A-Za-z0-9-]+-resume\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The token never travels in an address.
    expect(page.url()).not.toContain(adminApi.token);
  });

  test('tells a visitor and a patient that resumes are for clinic staff', async ({
    page,
    adminApi,
  }) => {
    expectConsoleErrors(page, /status of 40[13] .*\/api\/files\//);
    const application = await submitApplication(adminApi);
    const path = `/view-resume/${application._id}?resume=${encodeURIComponent(application.resume)}`;
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText(
      'Please log in as clinic staff to view resumes.',
    );

    const { patient, password } = await adminApi.registerPatient();
    const login = await adminApi.request.post('/api/users/login', {
      data: { email: patient.email, password },
      headers: { 'X-Forwarded-For': uniqueAddress() },
    });
    const { authToken } = (await login.json()) as { authToken: string };
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [
      TOKEN_STORAGE_KEY,
      authToken,
    ] as const);
    await page.goto(path);
    await expect(page.getByRole('alert')).toContainText('Only clinic staff can view resumes.');
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

/** Applies through the API (as a visitor would) and reads the application back as the admin. */
async function submitApplication({ request, token }: AdminApi) {
  const [job] = await demoJobs(request);
  const email = `viewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
  await applyThroughApi(request, {
    name: 'Viewer Test',
    email,
    phone: '9000000001',
    job: job!._id,
    about: '',
  });
  const adminList = await request.get('/api/apply-jobs', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { applyJobs } = (await adminList.json()) as { applyJobs: JobApplication[] };
  return applyJobs.find((a) => a.email === email)!;
}
