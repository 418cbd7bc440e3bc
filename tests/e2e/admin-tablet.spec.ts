/**
 * Every main admin task on a 768 px tablet: the key controls are there and work, and the page
 * itself never scrolls sideways (a wide table scrolls inside its own box).
 */
import type { Page } from '@playwright/test';
import { expect, test, uniqueAddress, uniquePhone } from './support/fixtures';
import {
  TABLET,
  expectNoSidewaysScroll,
  raiseIssue,
  signInAsAdmin,
  tableRows,
  toast,
  uniquePrefix,
} from './admin-helpers';
import { dropFile, pngImage, rowWith, uniqueName } from './admin-content-helpers';
import { applyThroughApi } from './support/careers';
import { demoJobs } from './support/public-content';

test.use({ viewport: TABLET });

async function openAt768(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('patients: every column, search, view and edit at 768 px', async ({ page, adminApi }) => {
  const prefix = uniquePrefix('Tablet');
  await adminApi.registerPatient({
    name: `${prefix} Meera`,
    email: `a-rather-long-address-${Date.now()}@clinic-patients.e2e.test`,
    link3d: 'https://example.com/3d/meera',
  });
  await signInAsAdmin(page, adminApi);
  await openAt768(page, '/admin/users', 'Patients');

  await page.getByLabel('Search patients').fill(prefix);
  const row = tableRows(page, 'patients').filter({ hasText: `${prefix} Meera` });
  await expect(tableRows(page, 'patients')).toHaveCount(1);
  const headers = page.getByRole('table', { name: 'patients' }).locator('thead th');
  await expect(headers).toHaveText(['#', 'Name', 'Email', 'Mobile', '3D Link', 'Actions']);
  await expect(row.getByRole('link', { name: `Open 3D plan of ${prefix} Meera` })).toHaveAttribute(
    'href',
    'https://example.com/3d/meera',
  );
  await expect(row).toContainText('@clinic-patients.e2e.test');
  await expectNoSidewaysScroll(page);

  await row.getByRole('button', { name: /^View/ }).click();
  const view = page.getByRole('dialog', { name: `Patient details: ${prefix} Meera` });
  await expect(view).toBeVisible();
  await expectNoSidewaysScroll(page);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${prefix} Meera` });
  await edit.getByLabel('Aligners').fill('16');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expectNoSidewaysScroll(page);
});

test('add patient at 768 px, reached through the menu button', async ({ page, adminApi }) => {
  const name = uniquePrefix('Tablet added');
  const phone = uniquePhone();
  await signInAsAdmin(page, adminApi);
  await openAt768(page, '/admin/dashboard', 'Dashboard');
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Add Patient' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Patient' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  const form = page.getByRole('form', { name: 'Add patient' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Mobile').fill(phone);
  await form.getByLabel('Email').fill(`tablet-${Date.now()}@e2e.test`);
  await form.getByLabel('Date of birth').fill('1990-02-03');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('3D link').fill('https://example.com/3d/tablet');
  await form.getByLabel('Start date').fill('2026-01-10');
  await form.getByLabel('Aligners').fill('14');
  await form.getByRole('button', { name: 'Add Patient' }).click();
  await expect(toast(page, 'Patient registered successfully.')).toBeVisible();
  await expect(tableRows(page, 'patients').filter({ hasText: name })).toContainText(phone);
  await expectNoSidewaysScroll(page);
});

test('issues: close an open one at 768 px', async ({ page, adminApi }) => {
  const description = `${uniquePrefix('Tablet issue')} hurts`;
  const patient = await raiseIssue(page, adminApi, description);
  await signInAsAdmin(page, adminApi);
  await openAt768(page, '/admin/issues', 'Issues');
  const row = tableRows(page, 'open issues').filter({ hasText: description });
  await expect(row).toContainText(patient.phone);
  await expectNoSidewaysScroll(page);
  await row.getByRole('button', { name: /^Close/ }).click();
  // The issue did not pause the treatment: closing it resumes nothing.
  await expect(toast(page, 'Issue closed.')).toBeVisible();
  await expect(row).toBeHidden();
});

test('moderators: add and delete a number at 768 px', async ({ page, adminApi }) => {
  const number = `8${uniquePhone().slice(1)}`;
  await signInAsAdmin(page, adminApi);
  await openAt768(page, '/admin/moderators', 'Manage Moderators');
  await page.getByLabel('WhatsApp number').fill(number);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Moderator added successfully.')).toBeVisible();
  const row = tableRows(page, 'moderators').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete moderator' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Moderator removed successfully.')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('post a job and a blog at 768 px', async ({ page, adminApi }) => {
  const jobTitle = uniqueName('Tablet job');
  const blogTitle = uniqueName('Tablet blog');
  await signInAsAdmin(page, adminApi);

  await openAt768(page, '/admin/career-post', 'Career / Jobs');
  await page.getByRole('button', { name: 'Post a Job' }).click();
  const job = page.getByRole('dialog', { name: 'Post a Job' });
  await job.getByLabel('Job title').fill(jobTitle);
  await job.getByLabel('Department').fill('Clinical');
  await job.getByLabel('Job type').fill('Full-time');
  await job.getByLabel('Location').fill('Chennai');
  await job.getByLabel('Salary range').fill('₹6–9 LPA');
  await job.getByLabel('Experience').fill('1+ years');
  await job.getByLabel('Education').fill('BDS');
  await job.getByLabel('Description').fill('Scan patients for aligners.');
  await expectNoSidewaysScroll(page);
  await job.getByRole('button', { name: 'Post job' }).click();
  await expect(toast(page, 'Job posted successfully')).toBeVisible();
  await expect(
    rowWith(page, jobTitle).getByRole('link', { name: `Edit ${jobTitle}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  await openAt768(page, '/admin/blog', 'Blog');
  await page.getByRole('button', { name: 'Post a Blog' }).click();
  const blog = page.getByRole('dialog', { name: 'Post a Blog' });
  await dropFile(blog.locator('.mantine-Dropzone-root'), {
    name: 'cover.png',
    type: 'image/png',
    bytes: await pngImage(),
  });
  await expect(blog.getByRole('img', { name: 'Preview of the blog image' })).toBeVisible();
  await blog.getByLabel('Title').fill(blogTitle);
  await blog.getByLabel('Category').fill('Clinic news');
  await blog.getByLabel('Description').fill('What a first scan looks like.');
  await expectNoSidewaysScroll(page);
  await blog.getByRole('button', { name: 'Post blog' }).click();
  await expect(toast(page, 'Blog posted successfully')).toBeVisible();
  await expect(
    rowWith(page, blogTitle).getByRole('button', { name: `Delete ${blogTitle}` }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('applications, messages and subscribers at 768 px', async ({ page, adminApi }) => {
  const name = uniqueName('Tablet applicant').slice(0, 30);
  const [job] = await demoJobs(adminApi.request);
  await applyThroughApi(adminApi.request, {
    name,
    phone: '9876500033',
    job: job!._id,
    about: 'Seven years with clear aligners in Hyderabad, and a love of digital scanning.',
  });
  const sender = uniqueName('Tablet sender');
  const sent = await adminApi.request.post('/api/contact', {
    headers: { 'X-Forwarded-For': uniqueAddress() },
    data: { name: sender, mobile: '9876500044', email: 'sender@e2e.test', message: 'Hello' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const email = `${uniqueName('tablet-reader').replace(/\s/g, '-')}@e2e.test`;
  const subscribed = await adminApi.request.post('/api/newsletter', {
    headers: { 'X-Forwarded-For': uniqueAddress() },
    data: { email },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(200);
  await signInAsAdmin(page, adminApi);

  await openAt768(page, '/admin/job-application', 'Job Applications');
  const application = rowWith(page, name);
  await application.getByRole('button', { name: 'Read More' }).click();
  await expect(application).toContainText('love of digital scanning.');
  await expect(application.getByRole('link', { name: `Resume of ${name}` })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await openAt768(page, '/admin/messages', 'Messages');
  await expect(rowWith(page, sender)).toContainText('Hello');
  await expectNoSidewaysScroll(page);

  await openAt768(page, '/admin/subscribers', 'Subscribers');
  await rowWith(page, email)
    .getByRole('button', { name: `Remove ${email}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove subscriber' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(toast(page, 'Subscriber removed successfully.')).toBeVisible();
  await expect(rowWith(page, email)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
