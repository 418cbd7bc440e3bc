/**
 * A visitor's, an applicant's and a patient's journeys, walked on a 390 px phone from start to
 * end: each must run without a dead end or a message left over from an earlier step.
 */
import type { Page } from '@playwright/test';
import type { JobApplication } from '../../src/shared/api-types';
import { DEFAULT_CLINIC_TIMEZONE } from '../../src/shared/constants';
import type { ContactMessage } from '../../src/shared/schemas/contact';
import { expect, expectConsoleErrors, lastCodeSentTo, test, testNow } from './support/fixtures';
import { minimalPdf } from './support/minimal-pdf';
import { openApplication } from './support/careers';
import { demoJobs } from './support/public-content';
import {
  PHONE,
  expectSignInNotice,
  signInWithPassword,
  storedToken,
  tile,
  toast,
  watchDashboardReads,
} from './patient-helpers';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';
import { SIGN_IN_NOTICE_STORAGE_KEY } from '../../src/client/lib/sign-in-notice';

test.use({ viewport: PHONE, timezoneId: DEFAULT_CLINIC_TIMEZONE });

const anyToast = (page: Page) => page.locator('.mantine-Notification-root');
const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

test('a visitor reads a post, then writes in with a number typed as +91 98765 43210', async ({
  page,
  adminApi,
}) => {
  await page.goto('/blog');
  const firstPost = page.getByRole('article').first();
  const title = await firstPost.getByRole('heading').innerText();
  await firstPost.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog-details\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = `journey-${Date.now()}@e2e.test`;
  const digits = `9${String(Date.now()).slice(-9)}`;
  await form.getByLabel('Name').fill('Meera Shah');
  await form.getByLabel('Mobile').fill(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Can I book a scan on Saturday?');
  await form.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(toast(page, 'Thank you for contacting us!')).toBeVisible();

  const list = await adminApi.request.get('/api/contact', {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  const { messages } = (await list.json()) as { messages: ContactMessage[] };
  expect(messages.find((m) => m.email === email)?.mobile).toBe(digits);
});

test('a job seeker makes mistakes first, nearly closes the dialog, then applies', async ({
  page,
  request,
  adminApi,
}) => {
  const job = (await demoJobs(request))[0]!;
  await page.goto('/career');
  const dialog = await openApplication(page, job.title);
  await expect(dialog.getByText('Only PDF is allowed, up to 5 MB')).toBeVisible();

  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await expect(dialog.getByText('Please attach your resume')).toBeVisible();
  await expect(dialog.getByText(/Only PDF is allowed/)).toHaveCount(0);

  // Closing with something typed asks first; keeping the form keeps what was typed.
  await dialog.getByLabel('Full name').fill('Rohan Pillai');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard your application?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Full name')).toHaveValue('Rohan Pillai');
  // Escape asks the same question, and the question stays until answered.
  await dialog.getByLabel('Full name').press('Escape');
  await expect(confirm).toBeVisible();
  await expect(dialog).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();

  const email = `rohan-${Date.now()}@e2e.test`;
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile').fill('98765-01234');
  await expect(dialog.getByText(MOBILE_RULE_MESSAGE)).toHaveCount(0);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'rohan.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Rohan Pillai'),
  });
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(confirm).toBeHidden();

  const list = await adminApi.request.get('/api/apply-jobs', {
    headers: { Authorization: `Bearer ${adminApi.token}` },
  });
  const { applyJobs } = (await list.json()) as { applyJobs: JobApplication[] };
  expect(applyJobs.find((a) => a.email === email)).toMatchObject({
    name: 'Rohan Pillai',
    phone: '9876501234',
    job: { _id: job._id, title: job.title },
  });
});

test('an untouched application dialog closes at once', async ({ page, request }) => {
  const [job] = await demoJobs(request);
  await page.goto('/career');
  const dialog = await openApplication(page, job!.title);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Discard your application?' })).toHaveCount(0);
});

test('a patient signs in by code, a wrong code first, and no toast follows', async ({
  page,
  adminApi,
}) => {
  const { patient } = await adminApi.registerPatient();
  const phone = patient.phone as string;
  await page.goto('/login-mobile');
  await page.getByLabel(/^Mobile number/).fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Verify on WhatsApp' }).click();
  await expect(toast(page, 'OTP sent!')).toBeVisible();
  await expect(page.getByTestId('code-sent-to')).toHaveText(spaced(phone));
  await expect(page.getByText('Codes go only to numbers registered with the clinic')).toBeVisible();

  await expect.poll(() => lastCodeSentTo(phone)).not.toBeNull();
  const code = lastCodeSentTo(phone)!;
  const wrong = code.replace(/.$/, (d) => String((Number(d) + 1) % 10));
  const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
  expectConsoleErrors(page, /status of 400 .*\/api\/users\/verify-otp/);
  await page.keyboard.type(wrong);
  await expect(toast(page, /Invalid or expired code/)).toBeVisible();
  await expect(boxes.first()).toBeFocused();
  for (let i = 0; i < 6; i++) await expect(boxes.nth(i)).toHaveValue('');

  // Typing again closes the wrong-code message; the sixth digit signs in.
  await page.keyboard.type(code.slice(0, 1));
  await expect(toast(page, /Invalid or expired code/)).toHaveCount(0);
  await page.keyboard.type(code.slice(1));
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(anyToast(page)).toHaveCount(0);
});

test('a patient pauses, reads what to do, and resumes', async ({ page, adminApi }) => {
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login');
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  const nextDate = await tile(page, 'Next Aligner Date').innerText();
  const current = Number((await tile(page, 'Current Aligner').innerText()).match(/(\d+)\//)![1]);

  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await issue.getByLabel(/^Issue type/).selectOption('Lost/Damaged Aligner');
  await issue.getByLabel('Pause my treatment progress until this is resolved').check();
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(issue).toBeHidden();

  // The notice comes first on the page, before the profile.
  const notice = page.getByTestId('paused-notice');
  await expect(notice).toContainText(
    `Treatment paused — keep wearing aligner ${current} until your issue is fixed, then tap “Resume your treatment” below.`,
  );
  // The one Resume button is the notice's own.
  await expect(notice.getByRole('button', { name: 'Resume your treatment' })).toBeVisible();
  const noticeBox = (await notice.boundingBox())!;
  const profileBox = (await page.getByRole('region', { name: 'Profile' }).boundingBox())!;
  expect(noticeBox.y).toBeLessThan(profileBox.y);
  await expect(tile(page, 'Next Aligner Date')).toContainText('On hold while paused');
  await expect(tile(page, 'Next Aligner Date')).not.toContainText(nextDate.split('\n').at(-1)!);
  await expect(tile(page, 'Journey status')).toContainText('On hold');
  const pauseNote = page.getByText(/^Paused since /);
  await expect(pauseNote).toHaveCSS('color', 'rgb(201, 42, 42)');

  await page.getByRole('button', { name: 'Resume your treatment' }).click();
  const resume = page.getByRole('dialog', { name: 'Issue fixed!' });
  const today = testNow().toLocaleDateString('en-GB', { timeZone: DEFAULT_CLINIC_TIMEZONE });
  await resume.getByLabel(/^Kindly indicate the date you resumed your treatment\./).fill(today);
  await resume.getByRole('button', { name: 'Resume treatment' }).click();
  await expect(resume).toBeHidden();
  await expect(notice).toHaveCount(0);
  await expect(tile(page, 'Journey status')).not.toContainText('On hold');
  const resumedNote = page.getByText(/resumed \d/);
  await expect(resumedNote).toBeVisible();
  await expect(resumedNote).not.toHaveCSS('color', 'rgb(201, 42, 42)');
});

test('the sign-in notice is on the page before the site takes over: the form never moves', async ({
  page,
}) => {
  await page.goto('/about');
  await page.evaluate(
    (key) => sessionStorage.setItem(key, 'signed-out'),
    SIGN_IN_NOTICE_STORAGE_KEY,
  );
  // The site's files wait: the page shows what its HTML and script tag alone give it.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/react-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await expectSignInNotice(page, 'You have been signed out');
  const submit = page.getByRole('button', { name: "Let's Go" });
  const before = await submit.boundingBox();
  expect(await page.locator('html').getAttribute('data-app-ready')).toBeNull();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expectSignInNotice(page, 'You have been signed out');
  expect(await submit.boundingBox()).toEqual(before);
  // Shown once: it does not greet a later visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expectSignInNotice(page, null);
});

test('a patient signs out, sees why, signs back in; an ended session says so', async ({
  page,
  adminApi,
}) => {
  const { patient, password } = await adminApi.registerPatient();
  await page.goto('/login');
  await expectSignInNotice(page, null);
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();

  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expectSignInNotice(page, 'You have been signed out');

  // The dashboard's own reads are answered before the session ends: one still in flight would
  // be refused and sign the patient out before the test's own step does.
  const dashboardReads = watchDashboardReads(page);
  await signInWithPassword(page, patient.email, password);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expectSignInNotice(page, null);
  await dashboardReads.answered();

  // The server ends the session (as after a password change): the next call is refused.
  const token = await storedToken(page);
  const revoked = await page.request.post('/api/users/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBeTruthy();
  expectConsoleErrors(page, /status of 401 .*\/api\/issue-query/);
  await page.getByRole('button', { name: 'Got any issues?' }).click();
  const issue = page.getByRole('dialog', { name: 'Got any issues?' });
  await issue.getByLabel(/^Issue type/).selectOption('Pain or discomfort');
  await issue.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expectSignInNotice(page, 'Your session has ended — please sign in again');
  // Shown once: it does not greet a later visit.
  await page.goto('/login-mobile');
  await expectSignInNotice(page, null);
});
