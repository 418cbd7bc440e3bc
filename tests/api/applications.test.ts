import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_RATE_LIMIT, RESUME_MAX_BYTES } from '../../src/shared/constants';
import { files, jobApplications, jobs, rateLimits } from '../../src/server/db/schema';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import {
  HTML_PAGE,
  applicationData,
  applicationForm,
  breakInsertsInto,
  countRows,
  fileOf,
  insertJob,
  minimalPdf,
  padTo,
  pdfResume,
  tinyImage,
} from '../factories/content';

let t: TestApp;
let admin: string;
let patient: string;
let jobId: string;
const nextIp = ipSequence(0);

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t.db, await insertAdmin(t.db));
  patient = await tokenFor(t.db, await insertPatient(t.db));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(jobApplications);
  await t.db.delete(files);
  await t.db.delete(jobs);
  await t.db.delete(rateLimits);
  jobId = (await insertJob(t.db, { title: 'Clinical Orthodontist' })).id;
});

const apply = (body: FormData, ip = nextIp()) => t.request('POST', '/api/apply-jobs', { body, ip });

async function expectNothingStored() {
  expect(await countRows(t.db, files)).toBe(0);
  expect(await countRows(t.db, jobApplications)).toBe(0);
}

describe('POST /api/apply-jobs', () => {
  it('stores the application and its resume, which the admin list links to', async () => {
    const res = await apply(applicationForm(applicationData(jobId), pdfResume()));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: expect.any(String) });

    const list = await t.request('GET', '/api/apply-jobs', { token: admin });
    expect(list.status).toBe(200);
    const { job, ...data } = applicationData(jobId);
    expect(list.body.applyJobs).toEqual([
      {
        _id: expect.any(String),
        createdAt: expect.any(String),
        ...data,
        job: { _id: job, title: 'Clinical Orthodontist' },
        resume: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      },
    ]);
    const resume = await t.request('GET', list.body.applyJobs[0].resume, { token: admin });
    expect(Buffer.from(await resume.raw.arrayBuffer()).equals(minimalPdf())).toBe(true);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    [
      'a two-letter name',
      { name: 'Al' },
      'Must be 3 to 30 characters containing only letters, numbers or dash',
    ],
    [
      'a 31-letter name',
      { name: 'A'.repeat(31) },
      'Must be 3 to 30 characters containing only letters, numbers or dash',
    ],
    [
      'a name starting with a digit',
      { name: '1Priya' },
      'Must be 3 to 30 characters containing only letters, numbers or dash',
    ],
    [
      'a name with markup',
      { name: 'Priya<b>' },
      'Must be 3 to 30 characters containing only letters, numbers or dash',
    ],
    ['an empty name', { name: '  ' }, 'Full name is required'],
    ['a bad email', { email: 'priya@' }, 'Enter valid email address'],
    ['an eleven-digit phone', { phone: '91234 567890' }, 'Must be 10 digits'],
    ['a nine-digit phone', { phone: '912345678' }, 'Must be 10 digits'],
    ['a phone with letters', { phone: '91234567ab' }, 'Must be 10 digits'],
    ['no position', { job: '' }, 'Position is required'],
    ['a position that is not an id', { job: '../jobs' }, 'Not a valid id'],
    ['an over-long about', { about: 'x'.repeat(2001) }, 'About must be at most 2000 characters'],
    ['an unknown field', { role: 'admin' }, 'role'],
  ];
  it.each(invalid)('refuses %s with 400 and stores nothing', async (_, change, message) => {
    const res = await apply(applicationForm(applicationData(jobId, change), pdfResume()));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    await expectNothingStored();
  });

  it('accepts names with dashes, digits and spaces, and no about text', async () => {
    const data = applicationData(jobId, { name: 'Anne-Marie 2', about: undefined });
    expect((await apply(applicationForm(data, pdfResume()))).status).toBe(201);
  });

  it('takes a phone typed with +91, spaces or dashes, stored as its ten digits', async () => {
    const res = await apply(
      applicationForm(applicationData(jobId, { phone: '+91 91234-56789' }), pdfResume()),
    );
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(jobApplications);
    expect(row!.phone).toBe('9123456789');
  });

  it('requires a resume', async () => {
    const res = await apply(applicationForm(applicationData(jobId)));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'resume', message: expect.any(String) }]);
  });

  it('judges the resume by its bytes and name: anything but a PDF gets 415', async () => {
    const fakes = [
      fileOf(HTML_PAGE, 'resume.pdf', 'application/pdf'),
      fileOf(await tinyImage('jpeg'), 'resume.pdf', 'application/pdf'),
      fileOf('%PDX-1.4 not really', 'resume.pdf', 'application/pdf'),
      fileOf(minimalPdf(), 'resume.html', 'text/html'),
      fileOf(minimalPdf(), 'resume.pdf.exe', 'application/pdf'),
    ];
    for (const resume of fakes) {
      const res = await apply(applicationForm(applicationData(jobId), resume));
      expect(res.status, resume.name).toBe(415);
      expect(res.body.message).toBe('Only PDF is allowed');
    }
    await expectNothingStored();
  });

  it('accepts a resume of exactly 5 MB and refuses 5 MB + 1 byte with 413', async () => {
    const over = pdfResume(padTo(minimalPdf(), RESUME_MAX_BYTES + 1));
    const refused = await apply(applicationForm(applicationData(jobId), over));
    expect(refused.status).toBe(413);
    expect(refused.body.message).toMatch(/5 MB/);
    await expectNothingStored();
    const exact = pdfResume(padTo(minimalPdf(), RESUME_MAX_BYTES));
    expect((await apply(applicationForm(applicationData(jobId), exact))).status).toBe(201);
  });

  it('answers 404 for a job that does not exist, storing nothing', async () => {
    const data = applicationData(crypto.randomUUID());
    const res = await apply(applicationForm(data, pdfResume()));
    expect(res.status).toBe(404);
    await expectNothingStored();
  });

  it('writes the resume and the application together: a failing insert leaves no file', async () => {
    const broken = await createTestApp();
    const job = await insertJob(broken.db);
    await breakInsertsInto(broken.db, 'job_applications');
    const res = await broken.request('POST', '/api/apply-jobs', {
      body: applicationForm(applicationData(job.id), pdfResume()),
    });
    expect(res.status).toBe(500);
    expect(await countRows(broken.db, files)).toBe(0);
    await broken.close();
  });

  it(`limits each address to ${APPLICATION_RATE_LIMIT.max} applications an hour (429 + Retry-After)`, async () => {
    const ip = nextIp();
    for (let i = 0; i < APPLICATION_RATE_LIMIT.max; i++) {
      expect((await apply(applicationForm(applicationData(jobId), pdfResume()), ip)).status).toBe(
        201,
      );
    }
    const limited = await apply(applicationForm(applicationData(jobId), pdfResume()), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(t.db, jobApplications)).toBe(APPLICATION_RATE_LIMIT.max);
    expect((await apply(applicationForm(applicationData(jobId), pdfResume()))).status).toBe(201);
    t.clock.advance(APPLICATION_RATE_LIMIT.windowSeconds * 1000);
    expect((await apply(applicationForm(applicationData(jobId), pdfResume()), ip)).status).toBe(
      201,
    );
  });
});

describe('GET /api/apply-jobs', () => {
  it('is for admins only: visitors get 401, patients 403', async () => {
    expect((await t.request('GET', '/api/apply-jobs')).status).toBe(401);
    expect((await t.request('GET', '/api/apply-jobs', { token: patient })).status).toBe(403);
  });

  it('lists the newest first and keeps the title of a deleted job on its applications', async () => {
    t.clock.set('2026-04-01T09:00:00Z');
    await apply(applicationForm(applicationData(jobId, { name: 'First Applicant' }), pdfResume()));
    t.clock.advance(60_000);
    await apply(applicationForm(applicationData(jobId, { name: 'Second Applicant' }), pdfResume()));
    await t.request('DELETE', `/api/jobs/${jobId}`, { token: admin });
    const list = await t.request('GET', '/api/apply-jobs', { token: admin });
    expect(list.body.applyJobs.map((a: any) => [a.name, a.job])).toEqual([
      ['Second Applicant', { _id: null, title: 'Clinical Orthodontist' }],
      ['First Applicant', { _id: null, title: 'Clinical Orthodontist' }],
    ]);
  });

  it('never lets a patient read a resume', async () => {
    await apply(applicationForm(applicationData(jobId), pdfResume()));
    const list = await t.request('GET', '/api/apply-jobs', { token: admin });
    const res = await t.request('GET', list.body.applyJobs[0].resume, { token: patient });
    expect(res.status).toBe(403);
    expect(await res.raw.text()).not.toContain('%PDF');
  });
});
