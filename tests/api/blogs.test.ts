import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { BlogDataSchema, JobSchema } from '../../src/shared/schemas/content';
import { seedDemoContent } from '../../src/server/db/seed/demo-content';
import {
  BLOG_PAGE_SIZE,
  IMAGE_MAX_BYTES,
  RETIRED_FILE_KEEP_SECONDS,
} from '../../src/shared/constants';
import { blogs, files } from '../../src/server/db/schema';
import { deleteRetiredFiles } from '../../src/server/services/files';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import {
  BLOG_DATA,
  HTML_PAGE,
  SVG_IMAGE,
  blogForm,
  breakInsertsInto,
  countRows,
  fileOf,
  insertBlog,
  minimalPdf,
  padTo,
  tinyImage,
} from '../factories/content';

let t: TestApp;
let admin: string;
let patient: string;
let adminName: string;
const jpeg = async () => fileOf(await tinyImage('jpeg'), 'photo.jpg', 'image/jpeg');

beforeAll(async () => {
  t = await createTestApp();
  const adminRow = await insertAdmin(t.db, { name: 'Clinic Admin' });
  adminName = adminRow.name;
  admin = await tokenFor(t.db, adminRow);
  patient = await tokenFor(t.db, await insertPatient(t.db));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(blogs);
  await t.db.delete(files);
});

describe('GET /api/blogs', () => {
  it('answers an empty list with zero pages', async () => {
    const res = await t.request('GET', '/api/blogs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ blogs: [], totalPages: 0, totalBlogs: 0 });
  });

  it('pages 6 at a time, newest first, without overlaps', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 8; i++) {
      await insertBlog(t.db, { title: `Post ${i}`, createdAt: new Date(base + i * 86_400_000) });
    }
    const first = await t.request('GET', '/api/blogs');
    expect(first.body.totalBlogs).toBe(8);
    expect(first.body.totalPages).toBe(2);
    expect(first.body.blogs).toHaveLength(BLOG_PAGE_SIZE);
    expect(first.body.blogs.map((b: any) => b.title)).toEqual([
      'Post 7',
      'Post 6',
      'Post 5',
      'Post 4',
      'Post 3',
      'Post 2',
    ]);
    const second = await t.request('GET', '/api/blogs?page=2&limit=6&sortBy=createdAt&order=desc');
    expect(second.body.blogs.map((b: any) => b.title)).toEqual(['Post 1', 'Post 0']);
    const oldest = await t.request('GET', '/api/blogs?order=asc&limit=3');
    expect(oldest.body.totalPages).toBe(3);
    expect(oldest.body.blogs.map((b: any) => b.title)).toEqual(['Post 0', 'Post 1', 'Post 2']);
    const beyond = await t.request('GET', '/api/blogs?page=9');
    expect(beyond.body).toEqual({ blogs: [], totalPages: 2, totalBlogs: 8 });
  });

  it('keeps pages stable when posts share a timestamp', async () => {
    const at = new Date('2026-02-01T00:00:00Z');
    for (let i = 0; i < 5; i++) await insertBlog(t.db, { title: `Same ${i}`, createdAt: at });
    const ids: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await t.request('GET', `/api/blogs?limit=2&page=${page}`);
      ids.push(...res.body.blogs.map((b: any) => b._id));
    }
    expect(new Set(ids).size).toBe(5);
  });

  it.each([
    'limit=0',
    'limit=51',
    'limit=abc',
    'page=0',
    'page=-1',
    'order=up',
    'sortBy=title',
    'extra=1',
  ])('refuses the query %s with 400', async (query) => {
    const res = await t.request('GET', `/api/blogs?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBeTruthy();
  });
});

describe('GET /api/blogs/:id', () => {
  it('answers one blog in the API shape', async () => {
    const row = await insertBlog(t.db);
    const res = await t.request('GET', `/api/blogs/${row.id}`);
    expect(res.status).toBe(200);
    expect(res.body.blog).toEqual({
      _id: row.id,
      ...BLOG_DATA,
      image: `/api/files/${row.imageFileId}`,
      createdAt: row.createdAt.toISOString(),
      lang: 'en',
    });
  });

  it.each([crypto.randomUUID(), 'not-an-id', '..%2F..%2Fetc'])('answers 404 for %s', async (id) => {
    const res = await t.request('GET', `/api/blogs/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Blog not found' });
  });
});

describe('POST /api/blogs', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'publishes a blog with a %s image, stored re-encoded as WebP',
    async (format) => {
      const image = fileOf(await tinyImage(format, 30, 20), `photo.${format}`);
      const res = await t.request('POST', '/api/blogs', {
        token: admin,
        body: blogForm(BLOG_DATA, image),
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBeTruthy();
      expect(res.body.blog).toMatchObject({ ...BLOG_DATA, _id: expect.any(String) });
      expect(res.body.blog.image).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const served = await t.request('GET', res.body.blog.image);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.raw.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 30, 20]);
    },
  );

  it('removes metadata such as EXIF from uploaded photos', async () => {
    const withExif = await sharp(await tinyImage('jpeg'))
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm(BLOG_DATA, fileOf(withExif, 'photo.jpg')),
    });
    const served = await t.request('GET', res.body.blog.image);
    const stored = Buffer.from(await served.raw.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('keeps descriptions as plain text, byte for byte, and names the admin when addedBy is blank', async () => {
    const description = 'First <b>paragraph</b> <script>alert(1)</script>\n\nSecond one.';
    const res = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm({ title: 'Plain', description, addedBy: '' }, await jpeg()),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.blog).toMatchObject({ description, addedBy: adminName, category: '' });
  });

  it('asks for sign-in (401) and refuses patients (403), storing nothing', async () => {
    const anonymous = await t.request('POST', '/api/blogs', {
      body: blogForm(BLOG_DATA, await jpeg()),
    });
    expect(anonymous.status).toBe(401);
    const asPatient = await t.request('POST', '/api/blogs', {
      token: patient,
      body: blogForm(BLOG_DATA, await jpeg()),
    });
    expect(asPatient.status).toBe(403);
    expect(await countRows(t.db, files)).toBe(0);
  });

  const invalidData: [string, unknown, RegExp][] = [
    ['no title', { ...BLOG_DATA, title: '' }, /Title is required/],
    ['a title with a line break', { ...BLOG_DATA, title: 'a\r\nb' }, /one line/],
    ['an unknown field', { ...BLOG_DATA, html: '<p>' }, /html/],
    ['a title that is not text', { ...BLOG_DATA, title: 42 }, /Title/],
    ['data that is not JSON', '{oops', /valid JSON/],
  ];
  it.each(invalidData)('refuses %s with 400 and keeps no file', async (_, data, message) => {
    const res = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm(data, await jpeg()),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await countRows(t.db, files)).toBe(0);
    expect(await countRows(t.db, blogs)).toBe(0);
  });

  it('requires an image', async () => {
    const res = await t.request('POST', '/api/blogs', { token: admin, body: blogForm() });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'image', message: expect.any(String) }]);
  });

  it('judges images by their bytes: SVG, HTML, PDF and GIF get 415 whatever their name', async () => {
    const gif = await sharp(await tinyImage('png'))
      .gif()
      .toBuffer();
    const fakes = [
      fileOf(SVG_IMAGE, 'logo.svg', 'image/svg+xml'),
      fileOf(SVG_IMAGE, 'logo.png', 'image/png'),
      fileOf(HTML_PAGE, 'photo.jpg', 'image/jpeg'),
      fileOf(minimalPdf(), 'photo.webp', 'image/webp'),
      fileOf(gif, 'photo.png', 'image/png'),
      fileOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'broken.jpg', 'image/jpeg'),
    ];
    for (const image of fakes) {
      const res = await t.request('POST', '/api/blogs', {
        token: admin,
        body: blogForm(BLOG_DATA, image),
      });
      expect(res.status, image.name).toBe(415);
      expect(res.body.message).toBeTruthy();
    }
    expect(await countRows(t.db, files)).toBe(0);
  });

  it('accepts an image of exactly 2 MB and refuses 2 MB + 1 byte with 413', async () => {
    const exact = padTo(await tinyImage('jpeg'), IMAGE_MAX_BYTES);
    const ok = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm(BLOG_DATA, fileOf(exact, 'big.jpg')),
    });
    expect(ok.status).toBe(201);
    const over = padTo(await tinyImage('jpeg'), IMAGE_MAX_BYTES + 1);
    const res = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm(BLOG_DATA, fileOf(over, 'big.jpg')),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/2 MB/);
    expect(await countRows(t.db, files)).toBe(1);
  });

  it('refuses images over 25 megapixels with 413 (decompression bombs)', async () => {
    const huge = await sharp({
      create: { width: 5001, height: 5000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm(BLOG_DATA, fileOf(huge, 'huge.png')),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/megapixels/);
  });

  it('refuses a JSON body on the upload route with 415', async () => {
    const res = await t.request('POST', '/api/blogs', { token: admin, body: BLOG_DATA });
    expect(res.status).toBe(415);
  });

  it('writes the image and the blog together: a failing insert leaves no file', async () => {
    const broken = await createTestApp();
    const token = await tokenFor(broken.db, await insertAdmin(broken.db));
    await breakInsertsInto(broken.db, 'blogs');
    const res = await broken.request('POST', '/api/blogs', {
      token,
      body: blogForm(BLOG_DATA, await jpeg()),
    });
    expect(res.status).toBe(500);
    expect(await countRows(broken.db, files)).toBe(0);
    await broken.close();
  });
});

/** The maintenance sweep's file step keeps a retired image RETIRED_FILE_KEEP_SECONDS, then deletes it. */
async function expectGoneAfterKeepTime(image: string) {
  const retiredAt = t.clock.now().getTime();
  await deleteRetiredFiles(t.db, new Date(retiredAt + (RETIRED_FILE_KEEP_SECONDS - 60) * 1000));
  expect((await t.request('GET', image)).status).toBe(200);
  await deleteRetiredFiles(t.db, new Date(retiredAt + (RETIRED_FILE_KEEP_SECONDS + 60) * 1000));
  expect((await t.request('GET', image)).status).toBe(404);
}

describe('PUT and DELETE /api/blogs/:id', () => {
  it('updates the text and keeps the image when none is sent', async () => {
    const row = await insertBlog(t.db);
    const res = await t.request('PUT', `/api/blogs/${row.id}`, {
      token: admin,
      body: blogForm({ ...BLOG_DATA, title: 'New title', addedBy: '' }),
    });
    expect(res.status).toBe(200);
    expect(res.body.blog).toMatchObject({
      _id: row.id,
      title: 'New title',
      addedBy: BLOG_DATA.addedBy,
      image: `/api/files/${row.imageFileId}`,
    });
  });

  it('replaces the image, and serves the old one until no cached list can name it', async () => {
    const row = await insertBlog(t.db);
    const oldImage = `/api/files/${row.imageFileId}`;
    const res = await t.request('PUT', `/api/blogs/${row.id}`, {
      token: admin,
      body: blogForm(BLOG_DATA, await jpeg()),
    });
    expect(res.status).toBe(200);
    expect(res.body.blog.image).not.toBe(oldImage);
    expect((await t.request('GET', res.body.blog.image)).status).toBe(200);
    // A browser's cached list still names the old image: it is there.
    expect((await t.request('GET', oldImage)).status).toBe(200);
    await expectGoneAfterKeepTime(oldImage);
    expect((await t.request('GET', res.body.blog.image)).status).toBe(200);
    expect(await countRows(t.db, files)).toBe(1);
  });

  it('leaves the blog untouched when the new image is refused', async () => {
    const row = await insertBlog(t.db);
    const res = await t.request('PUT', `/api/blogs/${row.id}`, {
      token: admin,
      body: blogForm({ ...BLOG_DATA, title: 'Changed' }, fileOf(SVG_IMAGE, 'x.svg')),
    });
    expect(res.status).toBe(415);
    const [stored] = await t.db.select().from(blogs).where(eq(blogs.id, row.id));
    expect(stored!.title).toBe(BLOG_DATA.title);
    expect(await countRows(t.db, files)).toBe(1);
  });

  it('deletes the blog, its image once no cached list can name it, then answers 404', async () => {
    const row = await insertBlog(t.db);
    const image = `/api/files/${row.imageFileId}`;
    const res = await t.request('DELETE', `/api/blogs/${row.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeTruthy();
    expect((await t.request('GET', image)).status).toBe(200);
    await expectGoneAfterKeepTime(image);
    expect(await countRows(t.db, files)).toBe(0);
    expect((await t.request('GET', `/api/blogs/${row.id}`)).status).toBe(404);
    const again = await t.request('DELETE', `/api/blogs/${row.id}`, { token: admin });
    expect(again.status).toBe(404);
  });

  it('answers 404 for a blog that does not exist', async () => {
    const res = await t.request('PUT', `/api/blogs/${crypto.randomUUID()}`, {
      token: admin,
      body: blogForm(BLOG_DATA),
    });
    expect(res.status).toBe(404);
  });

  it('keeps patients (403) and visitors (401) out', async () => {
    const row = await insertBlog(t.db);
    for (const [token, status] of [
      [undefined, 401],
      [patient, 403],
    ] as const) {
      const put = await t.request('PUT', `/api/blogs/${row.id}`, { token, body: blogForm() });
      expect(put.status).toBe(status);
      const del = await t.request('DELETE', `/api/blogs/${row.id}`, { token });
      expect(del.status).toBe(status);
    }
    expect(await countRows(t.db, blogs)).toBe(1);
  });
});

describe('Hindi and Marathi versions of a post', () => {
  const HINDI = {
    title: 'अपने अलाइनर की देखभाल',
    category: 'रोज़ की देखभाल',
    description: 'उन्हें ठंडे पानी से धोएँ।\n\nधीरे से ब्रश करें।',
  };
  const MARATHI = { title: 'तुमच्या अलाइनरची काळजी', category: '', description: 'थंड पाण्याने धुवा.' };

  async function postWith(translations: unknown) {
    return t.request('POST', '/api/blogs', {
      token: admin,
      body: blogForm({ ...BLOG_DATA, translations }, await jpeg()),
    });
  }

  it('answers each reader in their language where the post has it, and says which language', async () => {
    const posted = await postWith({ hi: HINDI });
    expect(posted.status).toBe(201);
    expect(posted.body.blog.translations).toEqual({ hi: HINDI });
    const id = posted.body.blog._id;
    const english = { title: BLOG_DATA.title, description: BLOG_DATA.description };

    const hindiList = await t.request('GET', '/api/blogs?lang=hi');
    expect(hindiList.body.blogs[0]).toMatchObject({ _id: id, ...HINDI, lang: 'hi' });
    expect(hindiList.body.blogs[0]).not.toHaveProperty('translations');
    const hindiPost = await t.request('GET', `/api/blogs/${id}?lang=hi`);
    expect(hindiPost.body.blog).toMatchObject({ ...HINDI, addedBy: BLOG_DATA.addedBy, lang: 'hi' });
    // No Marathi version: the English one, said to be English.
    const marathiPost = await t.request('GET', `/api/blogs/${id}?lang=mr`);
    expect(marathiPost.body.blog).toMatchObject({ ...english, lang: 'en' });
    const noLanguage = await t.request('GET', `/api/blogs/${id}`);
    expect(noLanguage.body.blog).toMatchObject({ ...english, lang: 'en' });
    expect(noLanguage.body.blog).not.toHaveProperty('translations');
  });

  it('gives the admin every version to edit, and drops one the update leaves out', async () => {
    const posted = await postWith({ hi: HINDI, mr: MARATHI });
    const id = posted.body.blog._id;
    const editing = await t.request('GET', `/api/blogs/${id}?include=translations`);
    expect(editing.body.blog).toMatchObject({
      lang: 'en',
      translations: { hi: HINDI, mr: MARATHI },
    });

    const updated = await t.request('PUT', `/api/blogs/${id}`, {
      token: admin,
      body: blogForm({ ...BLOG_DATA, translations: { mr: MARATHI } }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.blog.translations).toEqual({ mr: MARATHI });
    const hindi = await t.request('GET', `/api/blogs/${id}?lang=hi`);
    expect(hindi.body.blog).toMatchObject({ title: BLOG_DATA.title, lang: 'en' });
    const marathi = await t.request('GET', `/api/blogs/${id}?lang=mr`);
    // Its own (blank) category, not the English one.
    expect(marathi.body.blog).toMatchObject({ ...MARATHI, lang: 'mr' });
  });

  it.each([
    ['a blank title', { hi: { ...HINDI, title: ' ' } }, 'translations.hi.title'],
    ['a title on two lines', { mr: { ...MARATHI, title: 'एक\nदोन' } }, 'translations.mr.title'],
    [
      'a description over 20,000 characters',
      { hi: { ...HINDI, description: 'क'.repeat(20_001) } },
      'translations.hi.description',
    ],
    ['a language we do not publish in', { fr: HINDI }, 'translations.fr'],
    ['an unknown field', { hi: { ...HINDI, addedBy: 'x' } }, 'translations.hi.addedBy'],
  ])('refuses %s (400), storing nothing', async (_case, translations, path) => {
    const res = await postWith(translations);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    expect(await countRows(t.db, blogs)).toBe(0);
  });

  it.each(['lang=fr', 'include=all'])('refuses ?%s (400)', async (query) => {
    const row = await insertBlog(t.db);
    expect((await t.request('GET', `/api/blogs?${query}`)).status).toBe(400);
    expect((await t.request('GET', `/api/blogs/${row.id}?${query}`)).status).toBe(400);
  });
});

describe('seedDemoContent (SEED_DEMO)', () => {
  it('publishes two pages of illustrated posts and three full job openings, once', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoContent(fresh.deps);
      await seedDemoContent(fresh.deps);
      const first = await fresh.request('GET', '/api/blogs');
      expect(first.body.totalBlogs).toBeGreaterThanOrEqual(8);
      expect(first.body.totalPages).toBe(2);
      const second = await fresh.request('GET', '/api/blogs?page=2');
      const posts = [...first.body.blogs, ...second.body.blogs];
      expect(posts).toHaveLength(first.body.totalBlogs);
      expect(new Set(posts.map((p) => p.createdAt)).size).toBe(posts.length);

      const hashes = new Set<string>();
      for (const post of posts) {
        const { title, category, description, addedBy } = post;
        expect(v.is(BlogDataSchema, { title, category, description, addedBy }), title).toBe(true);
        expect(category && addedBy).toBeTruthy();
        expect(description.split('\n\n').length).toBeGreaterThanOrEqual(3);
        const image = await fresh.request('GET', post.image);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/webp');
        const bytes = Buffer.from(await image.raw.arrayBuffer());
        const meta = await sharp(bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);
        hashes.add(image.headers.get('etag')!);
      }
      expect(hashes.size).toBe(posts.length);

      const jobsRes = await fresh.request('GET', '/api/jobs');
      expect(jobsRes.body.jobs).toHaveLength(3);
      for (const { _id, lang, ...job } of jobsRes.body.jobs) {
        expect(lang).toBe('en');
        expect(v.is(JobSchema, job), job.title).toBe(true);
      }
    } finally {
      await fresh.close();
    }
  });
});
