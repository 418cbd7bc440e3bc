/**
 * What the blog reads through (src/client/lib/page-data.ts): an answer asked once per
 * address, the server's answers read without a request, a post found in a list already
 * loaded, retries only for failures that are not the request's fault, and a retry after one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sendApiRequestsWith } from '../../src/client/lib/api-client';
import { markServerReached } from '../../src/client/lib/connection';
import { PageData, requestKey, type PageRequest } from '../../src/client/lib/page-data';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The addresses asked, and the answers given in turn (the last one for ever after). */
function answering(...answers: (() => Response)[]) {
  const asked: string[] = [];
  sendApiRequestsWith((url) => {
    asked.push(url);
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return Promise.resolve(next());
  });
  return asked;
}

const posts: PageRequest<{ title: string }> = { path: '/blogs/a', query: { lang: 'hi' } };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  sendApiRequestsWith((url, init) => fetch(url, init));
  markServerReached();
});

describe('PageData', () => {
  it('asks for an address once and keeps its answer under it', async () => {
    const asked = answering(() => json({ title: 'Night wear' }));
    const data = new PageData();
    const [first, second] = await Promise.all([data.load(posts), data.load(posts)]);
    expect(first).toEqual({ title: 'Night wear' });
    expect(second).toBe(first);
    expect(asked).toEqual(['/api/blogs/a?lang=hi']);
    expect(data.answers()).toEqual({ '/blogs/a?lang=hi': { title: 'Night wear' } });
  });

  it('reads the answers the page was rendered from without asking, at once', async () => {
    const asked = answering(() => json({}));
    const data = new PageData({ [requestKey(posts)]: { title: 'Rendered' } });
    const answer = data.load(posts) as Promise<unknown> & { status?: string; value?: unknown };
    // React's `use` reads a settled promise without suspending the hydration.
    expect(answer).toMatchObject({ status: 'fulfilled', value: { title: 'Rendered' } });
    await expect(answer).resolves.toEqual({ title: 'Rendered' });
    expect(asked).toEqual([]);
  });

  it('shows an answer at hand instead of asking, and finds answers by path and query', async () => {
    const asked = answering(() => json({}));
    const data = new PageData({ '/blogs?page=1&lang=hi': { n: 1 }, '/blogs/x?lang=hi': { n: 2 } });
    expect(data.heldFor('/blogs').map(({ query, answer }) => [query.get('page'), answer])).toEqual([
      ['1', { n: 1 }],
    ]);
    await expect(
      data.load({ ...posts, initial: () => ({ title: 'From the list' }) }),
    ).resolves.toEqual({ title: 'From the list' });
    expect(asked).toEqual([]);
  });

  it('tries twice more after a failure of the server, waiting 1 s then 2 s', async () => {
    const asked = answering(
      () => json({ message: 'Service unavailable' }, 503),
      () => json({ message: 'Service unavailable' }, 503),
      () => json({ title: 'At last' }),
    );
    const answer = new PageData().load(posts);
    await vi.advanceTimersByTimeAsync(999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(answer).resolves.toEqual({ title: 'At last' });
    expect(asked).toHaveLength(3);
  });

  it('keeps what the request reads of the answer', async () => {
    answering(() => json({ blog: { title: 'Inside' } }));
    const inside = { ...posts, read: (body: { blog: { title: string } }) => body.blog };
    await expect(new PageData().load(inside)).resolves.toEqual({ title: 'Inside' });
  });

  it('does not ask again a request the server refused, and a retry asks afresh', async () => {
    const asked = answering(
      () => json({ message: 'Blog not found' }, 404),
      () => json({ title: 'Published since' }),
    );
    const data = new PageData();
    const refused = data.load(posts);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'Blog not found' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    expect(data.load(posts)).toBe(refused);
    expect(data.answers()).toEqual({});

    data.forgetFailures();
    await expect(data.load(posts)).resolves.toEqual({ title: 'Published since' });
    expect(asked).toHaveLength(2);
  });

  it('on the server, fails at once', async () => {
    const asked = answering(() => json({ message: 'Service unavailable' }, 503));
    await expect(new PageData({}, []).load(posts)).rejects.toMatchObject({ status: 503 });
    expect(asked).toHaveLength(1);
  });
});
