/**
 * Every admin list: loading rows while its first answer is on the way, an error with "Try again"
 * when it fails, its rows after the retry.
 */
import type { Page } from '@playwright/test';
import { expect, expectConsoleErrors, test, uniqueAddress, uniquePhone } from './support/fixtures';
import type { AdminApi } from './support/fixtures';
import { DESKTOP_WIDE, raiseIssue, signInAsAdmin, uniquePrefix } from './admin-helpers';
import { authHeader, postBlog, postJob, rowWith, uniqueName } from './admin-content-helpers';
import { applyThroughApi } from './support/careers';
import { demoJobs } from './support/public-content';

test.use({ viewport: DESKTOP_WIDE });

interface List {
  /** The table's accessible name, also in its error's title ("Could not load jobs"). */
  table: string;
  /** The API path the list reads (GET). */
  api: string;
  /** Makes one row of the test's own; returns the admin page showing it and its text. */
  seed: (adminApi: AdminApi, page: Page) => Promise<{ path: string; text: string }>;
}

const json = (adminApi: AdminApi) => ({
  headers: { ...authHeader(adminApi), 'X-Forwarded-For': uniqueAddress() },
});

const LISTS: List[] = [
  {
    table: 'patients',
    api: '/api/users',
    seed: async (adminApi) => {
      const name = uniquePrefix('Listed');
      await adminApi.registerPatient({ name });
      return { path: `/admin/users?q=${encodeURIComponent(name)}`, text: name };
    },
  },
  {
    table: 'open issues',
    api: '/api/issues',
    seed: async (adminApi, page) => {
      const description = `${uniquePrefix('Listed issue')} is loose`;
      await raiseIssue(page, adminApi, description);
      return { path: '/admin/issues', text: description };
    },
  },
  {
    table: 'blogs',
    api: '/api/blogs',
    seed: async (adminApi) => {
      const title = uniqueName('Listed blog');
      await postBlog(adminApi, { title, description: 'A post.' });
      return { path: '/admin/blog', text: title };
    },
  },
  {
    table: 'jobs',
    api: '/api/jobs',
    seed: async (adminApi) => {
      const title = uniqueName('Listed job');
      await postJob(adminApi, {
        title,
        department: 'Clinical',
        jobType: 'Full-time',
        location: 'Delhi',
        salaryRange: '₹5 LPA',
        experience: '1 year',
        education: 'BDS',
        description: 'Scans.',
      });
      return { path: '/admin/career-post', text: title };
    },
  },
  {
    table: 'job applications',
    api: '/api/apply-jobs',
    seed: async (adminApi) => {
      const name = uniqueName('Listed applicant').slice(0, 30);
      const [job] = await demoJobs(adminApi.request);
      await applyThroughApi(adminApi.request, {
        name,
        phone: '9876500055',
        job: job!._id,
        about: 'Aligners.',
      });
      return { path: '/admin/job-application', text: name };
    },
  },
  {
    table: 'contact messages',
    api: '/api/contact',
    seed: async (adminApi) => {
      const name = uniqueName('Listed sender');
      const sent = await adminApi.request.post('/api/contact', {
        ...json(adminApi),
        data: { name, mobile: '9876500066', email: 'listed@e2e.test', message: 'Hi' },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      return { path: '/admin/messages', text: name };
    },
  },
  {
    table: 'newsletter subscribers',
    api: '/api/newsletter',
    seed: async (adminApi) => {
      const email = `${uniqueName('listed').replace(/\s/g, '-')}@e2e.test`;
      const subscribed = await adminApi.request.post('/api/newsletter', {
        ...json(adminApi),
        data: { email },
      });
      expect(subscribed.status(), await subscribed.text()).toBe(200);
      return { path: '/admin/subscribers', text: email };
    },
  },
  {
    table: 'moderators',
    api: '/api/misc',
    seed: async (adminApi) => {
      const number = `9${uniquePhone().slice(1)}`;
      const added = await adminApi.request.post('/api/misc', {
        ...json(adminApi),
        data: { number },
      });
      expect(added.status(), await added.text()).toBe(201);
      return { path: '/admin/moderators', text: `+91 ${number}` };
    },
  },
];

for (const list of LISTS) {
  test(`${list.table}: loading rows, then an error with "Try again" that brings the rows`, async ({
    page,
    adminApi,
  }) => {
    const { path, text } = await list.seed(adminApi, page);
    await signInAsAdmin(page, adminApi);
    // The list's answers fail (the first, then the query's two retries) until "Try again".
    expectConsoleErrors(page, /status of 500/);
    let failing = true;
    let answer!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (answer = resolve));
    await page.route(
      (url) => url.pathname === list.api,
      async (route) => {
        if (route.request().method() !== 'GET' || !failing) return route.fallback();
        await firstAnswer;
        await route.fulfill({ status: 500, json: { message: 'Server error' } });
      },
    );

    await page.goto(path);
    const table = page.getByRole('table', { name: list.table });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await expect(table.locator('tbody .mantine-Skeleton-root')).not.toHaveCount(0);

    answer();
    const failed = page.getByRole('alert').filter({ hasText: `Could not load ${list.table}` });
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(table).toHaveCount(0);

    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(rowWith(page, text)).toBeVisible();
    await expect(failed).toHaveCount(0);
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    await expect(table.locator('tbody .mantine-Skeleton-root')).toHaveCount(0);
  });
}
