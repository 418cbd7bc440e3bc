import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { createTestAppWithTokens, type TestApp } from '../support/test-app';
import { buildJob, insertJob } from '../factories/content';

let t: TestApp;
let admin: string;
let patient: string;

beforeAll(async () => {
  ({ app: t, admin, patient } = await createTestAppWithTokens());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobs);
});

const JOB_FIELDS = [
  'title',
  'description',
  'department',
  'jobType',
  'location',
  'salaryRange',
  'education',
  'experience',
] as const;

describe('reading jobs (public)', () => {
  it('lists no openings at first', async () => {
    const res = await t.request('GET', '/api/jobs');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ jobs: [] });
  });

  it('lists openings newest first and answers one by id', async () => {
    t.clock.set('2026-03-01T10:00:00Z');
    const older = await t.request('POST', '/api/jobs', {
      token: admin,
      body: buildJob({ title: 'Older' }),
    });
    t.clock.advance(60_000);
    const newer = await t.request('POST', '/api/jobs', {
      token: admin,
      body: buildJob({ title: 'Newer' }),
    });
    const list = await t.request('GET', '/api/jobs');
    expect(list.body.jobs.map((j: any) => j.title)).toEqual(['Newer', 'Older']);
    const one = await t.request('GET', `/api/jobs/${older.body.job._id}`);
    expect(one.status).toBe(200);
    // A write answers every version (the admin's); a read the one asked for, English here.
    const { translations, ...inEnglish } = older.body.job;
    expect(translations).toEqual({});
    expect(one.body).toEqual({ job: inEnglish });
    expect(newer.body.job._id).not.toBe(older.body.job._id);
  });

  it.each([crypto.randomUUID(), 'nope', '..%2F..'])('answers 404 for %s', async (id) => {
    const res = await t.request('GET', `/api/jobs/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Job not found' });
  });
});

describe('POST /api/jobs', () => {
  it('creates a job with every field (201)', async () => {
    const res = await t.request('POST', '/api/jobs', { token: admin, body: buildJob() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBeTruthy();
    expect(res.body.job).toEqual({
      _id: expect.any(String),
      ...buildJob(),
      lang: 'en',
      translations: {},
    });
  });

  it.each(JOB_FIELDS)('requires %s', async (field) => {
    const res = await t.request('POST', '/api/jobs', {
      token: admin,
      body: { ...buildJob(), [field]: '  ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe(field);
  });

  it.each([
    ['an unknown field', { ...buildJob(), role: 'admin' }],
    ['a title with a line break', { ...buildJob(), title: 'Nurse\r\nBcc: x' }],
    ['a number for text', { ...buildJob(), location: 7 }],
    ['an over-long title', { ...buildJob(), title: 'x'.repeat(121) }],
  ])('refuses %s with 400', async (_, body) => {
    const res = await t.request('POST', '/api/jobs', { token: admin, body });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('refuses invalid JSON (400) and non-JSON bodies (415)', async () => {
    const broken = await t.request('POST', '/api/jobs', { token: admin, body: '{"title":' });
    expect(broken.status).toBe(400);
    const form = new FormData();
    form.set('title', 'x');
    const multipart = await t.request('POST', '/api/jobs', { token: admin, body: form });
    expect(multipart.status).toBe(415);
  });
});

describe('PUT and DELETE /api/jobs/:id', () => {
  it('replaces the fields, accepting the id the spec client sends along', async () => {
    const job = await insertJob(t.db);
    const body = { ...buildJob({ title: 'Senior Coordinator' }), _id: job.id };
    const res = await t.request('PUT', `/api/jobs/${job.id}`, { token: admin, body });
    expect(res.status).toBe(200);
    expect(res.body.job).toEqual({
      ...buildJob({ title: 'Senior Coordinator' }),
      _id: job.id,
      lang: 'en',
      translations: {},
    });
    const withId = await t.request('PUT', `/api/jobs/${job.id}`, {
      token: admin,
      body: { ...buildJob(), id: job.id },
    });
    expect(withId.status).toBe(200);
  });

  it('refuses a body whose id names another job', async () => {
    const job = await insertJob(t.db);
    const res = await t.request('PUT', `/api/jobs/${job.id}`, {
      token: admin,
      body: { ...buildJob(), _id: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
  });

  it('refuses a partial update (every field is required)', async () => {
    const job = await insertJob(t.db);
    const res = await t.request('PUT', `/api/jobs/${job.id}`, {
      token: admin,
      body: { title: 'Only the title' },
    });
    expect(res.status).toBe(400);
  });

  it('answers 404 when updating or deleting a job that does not exist', async () => {
    const id = crypto.randomUUID();
    expect(
      (await t.request('PUT', `/api/jobs/${id}`, { token: admin, body: buildJob() })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/jobs/${id}`, { token: admin })).status).toBe(404);
  });

  it('deletes a job and answers with it', async () => {
    const job = await insertJob(t.db);
    const res = await t.request('DELETE', `/api/jobs/${job.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: expect.any(String),
      job: { _id: job.id, ...buildJob(), lang: 'en', translations: {} },
    });
    expect((await t.request('GET', `/api/jobs/${job.id}`)).status).toBe(404);
  });

  it('keeps patients (403) and visitors (401) away from every change', async () => {
    const job = await insertJob(t.db);
    for (const [token, status] of [
      [undefined, 401],
      [patient, 403],
    ] as const) {
      expect((await t.request('POST', '/api/jobs', { token, body: buildJob() })).status).toBe(
        status,
      );
      const put = await t.request('PUT', `/api/jobs/${job.id}`, { token, body: buildJob() });
      expect(put.status).toBe(status);
      expect((await t.request('DELETE', `/api/jobs/${job.id}`, { token })).status).toBe(status);
    }
    expect(await t.db.select().from(jobs)).toHaveLength(1);
  });
});

describe('Hindi and Marathi versions of an opening', () => {
  const HINDI = {
    title: 'रोगी देखभाल समन्वयक',
    description: 'उपचार के दौरान रोगियों की मदद करें।',
    department: 'रोगी अनुभव',
    jobType: 'पूर्णकालिक',
    location: 'मुंबई',
    salaryRange: '₹4–6 लाख प्रति वर्ष',
    education: 'स्नातक',
    experience: '1–3 वर्ष',
  };

  it('answers each reader in their language where the opening has it, and says which', async () => {
    const posted = await t.request('POST', '/api/jobs', {
      token: admin,
      body: { ...buildJob(), translations: { hi: HINDI } },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.job.translations).toEqual({ hi: HINDI });
    const id = posted.body.job._id;

    const hindi = await t.request('GET', '/api/jobs?lang=hi');
    expect(hindi.body.jobs).toEqual([{ _id: id, ...HINDI, lang: 'hi' }]);
    expect((await t.request('GET', `/api/jobs/${id}?lang=hi`)).body.job).toEqual({
      _id: id,
      ...HINDI,
      lang: 'hi',
    });
    const marathi = await t.request('GET', '/api/jobs?lang=mr');
    expect(marathi.body.jobs).toEqual([{ _id: id, ...buildJob(), lang: 'en' }]);
    const editing = await t.request('GET', `/api/jobs/${id}?include=translations`);
    expect(editing.body.job.translations).toEqual({ hi: HINDI });

    const updated = await t.request('PUT', `/api/jobs/${id}`, {
      token: admin,
      body: { ...buildJob(), translations: { mr: { ...HINDI, title: 'रुग्ण सेवा समन्वयक' } } },
    });
    expect(updated.status).toBe(200);
    expect((await t.request('GET', '/api/jobs?lang=hi')).body.jobs[0].lang).toBe('en');
    expect((await t.request('GET', '/api/jobs?lang=mr')).body.jobs[0]).toMatchObject({
      title: 'रुग्ण सेवा समन्वयक',
      lang: 'mr',
    });
  });

  it.each(JOB_FIELDS)('requires %s in a version too (400), storing nothing', async (field) => {
    const res = await t.request('POST', '/api/jobs', {
      token: admin,
      body: { ...buildJob(), translations: { mr: { ...HINDI, [field]: ' ' } } },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe(`translations.mr.${field}`);
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it.each(['lang=de', 'include=everything', 'page=2'])('refuses ?%s (400)', async (query) => {
    expect((await t.request('GET', `/api/jobs?${query}`)).status).toBe(400);
  });
});
