/**
 * Public content for visitors' tests. Admin tests post, edit and delete blog posts and jobs
 * while visitors' tests run, in any order, so a visitor's test never compares a page with a
 * list it read earlier: it compares the page with the answer the page itself received
 * (`watchBlogLists`, `watchJobList`), or it uses the demo content the server seeds at its first
 * start (`demoPosts`, `demoJobs`), which is older than anything a test posts and which no test
 * edits or deletes.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_POSTS } from '../../../src/server/db/seed/blog-posts';
import { DEMO_JOBS } from '../../../src/server/db/seed/demo-jobs';
import type { Blog, BlogsPage, Job } from '../../../src/shared/api-types';
import { PAGE_QUERIES_ID } from '../../../src/shared/page-render';
import { expect } from './fixtures';

/** The demo posts, oldest first (the oldest posts of all: tests only add newer ones). */
export async function demoPosts(request: APIRequestContext): Promise<Blog[]> {
  const response = await request.get('/api/blogs', {
    params: { limit: DEMO_POSTS.length, page: 1, sortBy: 'createdAt', order: 'asc' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const { blogs } = (await response.json()) as BlogsPage;
  expect(blogs.map((blog) => blog.title).sort()).toEqual(
    DEMO_POSTS.map((post) => post.title).sort(),
  );
  return blogs;
}

/** The demo job openings, newest first as the careers page lists them. */
export async function demoJobs(request: APIRequestContext): Promise<Job[]> {
  const response = await request.get('/api/jobs');
  expect(response.ok(), await response.text()).toBeTruthy();
  const { jobs } = (await response.json()) as { jobs: Job[] };
  const titles = new Set(DEMO_JOBS.map((job) => job.title));
  const demo = jobs.filter((job) => titles.has(job.title));
  expect(demo).toHaveLength(DEMO_JOBS.length);
  return demo;
}

type Order = 'asc' | 'desc';

/**
 * The answers a server-rendered page carries (`PAGE_QUERIES_ID`), as pairs of the API address
 * asked (`/blogs?…`) and its answer.
 */
export function serverAnswers(html: string): [string, unknown][] {
  const script = new RegExp(
    `<script type="application/json" id="${PAGE_QUERIES_ID}">(.*?)</script>`,
  );
  const json = script.exec(html)?.[1];
  if (!json) return [];
  return Object.entries(JSON.parse(json) as Record<string, unknown>);
}

/** The blog list pages a server-rendered /blog was rendered from, by their page and sort. */
function serverBlogLists(html: string): [{ page: number; sort: string }, BlogsPage][] {
  return serverAnswers(html).flatMap(([address, data]) => {
    const { pathname, searchParams } = new URL(address, 'http://localhost');
    if (pathname !== '/blogs') return [];
    const sort = searchParams.get('order') === 'asc' ? 'oldest' : 'newest';
    return [[{ page: Number(searchParams.get('page')), sort }, data as BlogsPage]];
  });
}

/**
 * Records each page of the blog list this page receives from the server, newest answer last:
 * what the page shows is compared with `latest(page, order)`, read at the moment of the check.
 */
export function watchBlogLists(page: Page) {
  const answers = new Map<string, { seq: number; body: BlogsPage }>();
  let received = 0;
  const record = (key: string, seq: number, body: BlogsPage | null) => {
    if (body && (answers.get(key)?.seq ?? 0) < seq) answers.set(key, { seq, body });
  };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (response.request().method() !== 'GET' || !response.ok()) return;
    if (url.pathname === '/api/blogs') {
      const seq = ++received;
      const key = `${url.searchParams.get('page')}:${url.searchParams.get('order')}`;
      record(key, seq, (await response.json().catch(() => null)) as BlogsPage | null);
    } else if (url.pathname === '/blog' && response.request().resourceType() === 'document') {
      // The server rendered the list from the answer its page carries.
      const seq = ++received;
      for (const [search, body] of serverBlogLists(await response.text().catch(() => ''))) {
        record(`${search.page}:${search.sort === 'oldest' ? 'asc' : 'desc'}`, seq, body);
      }
    }
  });
  return {
    /** The newest answer for this page of the list, once there is one. */
    latest: async (pageNumber: number, order: Order): Promise<BlogsPage> => {
      const key = `${pageNumber}:${order}`;
      await expect.poll(() => answers.has(key), { message: `GET /api/blogs ${key}` }).toBe(true);
      return answers.get(key)!.body;
    },
    /** The titles of that answer, or `undefined` while the page has none. */
    titles: (pageNumber: number, order: Order): string[] | undefined =>
      answers.get(`${pageNumber}:${order}`)?.body.blogs.map((blog) => blog.title),
  };
}

/** Records the job list the page receives (the careers page reads all openings at once). */
export function watchJobList(page: Page) {
  let answer: Job[] | undefined;
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/api/jobs' || !response.ok()) return;
    if (response.request().method() !== 'GET') return;
    const body = (await response.json().catch(() => null)) as { jobs: Job[] } | null;
    if (body) answer = body.jobs;
  });
  return {
    latest: async (): Promise<Job[]> => {
      await expect.poll(() => answer !== undefined, { message: 'GET /api/jobs' }).toBe(true);
      return answer!;
    },
  };
}
