import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPLICATION_RATE_LIMIT,
  APPLICATION_UPLOADS_AT_ONCE,
  RESUME_MAX_BYTES,
} from '../../src/shared/constants';
import { files, jobApplications, jobs, rateLimits } from '../../src/server/db/schema';
import {
  createTestApp,
  createTestAppWithTokens,
  ipSequence,
  type TestApp,
} from '../support/test-app';
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
  pdfOfSize,
  pdfResume,
  tinyImage,
} from '../factories/content';
import { MOBILE_RULE_MESSAGE } from '../../src/shared/schemas/common';

let t: TestApp;
let admin: string;
let patient: string;
let jobId: string;
const nextIp = ipSequence(0);

beforeAll(async () => {
  ({ app: t, admin, patient } = await createTestAppWithTokens());
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
    ['an eleven-digit phone', { phone: '91234 567890' }, MOBILE_RULE_MESSAGE],
    ['a nine-digit phone', { phone: '912345678' }, MOBILE_RULE_MESSAGE],
    ['a phone with letters', { phone: '91234567ab' }, MOBILE_RULE_MESSAGE],
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

  it('accepts a real 5 MB PDF, which opens well within the time a PDF may take', async () => {
    const resume = pdfResume(pdfOfSize(RESUME_MAX_BYTES));
    expect(resume.size).toBe(RESUME_MAX_BYTES);
    expect((await apply(applicationForm(applicationData(jobId), resume))).status).toBe(201);
  });

  it('refuses a PDF that cannot be opened (415, clear message on the resume), storing nothing', async () => {
    const unopenable = [
      // 45 bytes that start as a PDF and hold nothing.
      '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< >>\nendobj\n%%EOF\n',
      // A catalog with no pages.
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      // A real PDF cut off after its header.
      minimalPdf().subarray(0, 60),
    ];
    for (const bytes of unopenable) {
      const res = await apply(applicationForm(applicationData(jobId), fileOf(bytes, 'cv.pdf')));
      expect(res.status).toBe(415);
      expect(res.body.message).toBe(
        'The resume could not be opened as a PDF. Please attach a PDF that opens on your device.',
      );
    }
    await expectNothingStored();
  });

  it('takes one application per email and opening: another gets 409 on the email field', async () => {
    expect((await apply(applicationForm(applicationData(jobId), pdfResume()))).status).toBe(201);
    const again = await apply(
      applicationForm(applicationData(jobId, { email: 'PRIYA@Example.com' }), pdfResume()),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'You have already applied for this job',
      issues: [{ path: 'email', message: 'You have already applied for this job' }],
    });
    // The same person may apply for another opening, and another person for this one.
    const other = await insertJob(t.db, { title: 'Treatment Coordinator' });
    expect((await apply(applicationForm(applicationData(other.id), pdfResume()))).status).toBe(201);
    const colleague = applicationData(jobId, { email: 'anil@example.com' });
    expect((await apply(applicationForm(colleague, pdfResume()))).status).toBe(201);
    const rows = await t.db.select().from(jobApplications);
    expect(rows.map((row) => row.applicantKey).sort()).toEqual(
      [
        `${jobId}:anil@example.com`,
        `${jobId}:priya@example.com`,
        `${other.id}:priya@example.com`,
      ].sort(),
    );
    expect(await countRows(t.db, files)).toBe(3);
  });

  it('answers 409 to one of two identical applications sent at once', async () => {
    const [first, second] = await Promise.all([
      apply(applicationForm(applicationData(jobId), pdfResume())),
      apply(applicationForm(applicationData(jobId), pdfResume())),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect(await countRows(t.db, jobApplications)).toBe(1);
    expect(await countRows(t.db, files)).toBe(1);
  });

  it('lets many applicants behind one shared address apply (an office, a college, a carrier NAT)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      const data = applicationData(jobId, { email: `applicant${i}@college.example` });
      expect((await apply(applicationForm(data, pdfResume()), ip)).status).toBe(201);
    }
  });

  it(`counts every attempt from an address, accepted or refused: past ${APPLICATION_RATE_LIMIT.max} an hour, 429 + Retry-After`, async () => {
    const ip = nextIp();
    expect((await apply(applicationForm(applicationData(jobId), pdfResume()), ip)).status).toBe(
      201,
    );
    const refused = [
      () => applicationForm(applicationData(jobId, { name: 'Al' }), pdfResume()),
      () => applicationForm(applicationData(jobId), fileOf(HTML_PAGE, 'cv.pdf')),
      () => applicationForm(applicationData(jobId), pdfResume()), // a repeat: 409
    ];
    for (let i = 1; i < APPLICATION_RATE_LIMIT.max; i++) {
      expect([400, 409, 415]).toContain((await apply(refused[i % 3]!(), ip)).status);
    }
    const fresh = () => applicationData(jobId, { email: 'late@example.com' });
    const limited = await apply(applicationForm(fresh(), pdfResume()), ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countRows(t.db, jobApplications)).toBe(1);
    // Another address is not held back, and the address is free again after the hour.
    expect((await apply(applicationForm(fresh(), pdfResume()))).status).toBe(201);
    t.clock.advance(APPLICATION_RATE_LIMIT.windowSeconds * 1000);
    const later = applicationData(jobId, { email: 'later@example.com' });
    expect((await apply(applicationForm(later, pdfResume()), ip)).status).toBe(201);
  });
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('POST /api/apply-jobs: what an upload may cost', () => {
  const BOUNDARY = 'tapalign-test-boundary';
  const CHUNK = 64 * 1024;

  /**
   * A multipart application whose resume part starts with `resumeStart` and is filled to
   * `resumeSize` bytes, sent as a stream with its Content-Length. `pulled` counts the bytes the
   * server has asked for; `hold` (when given) stops the stream after its first chunk until it
   * resolves.
   */
  function streamedApplication(
    resumeStart: Buffer,
    resumeSize: number,
    email: string,
    hold?: Promise<void>,
  ) {
    const data = JSON.stringify(applicationData(jobId, { email }));
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
    const resume = Buffer.concat([
      resumeStart,
      Buffer.alloc(resumeSize - resumeStart.length, 0x20),
    ]);
    const whole = Buffer.concat([head, resume, tail]);
    const counter = { pulled: 0, started: deferred() };
    let offset = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (offset > 0) counter.started.resolve();
          if (offset > 0 && hold) await hold;
          if (offset >= whole.length) return controller.close();
          const chunk = whole.subarray(offset, offset + CHUNK);
          offset += chunk.length;
          counter.pulled = offset;
          controller.enqueue(new Uint8Array(chunk));
        },
      },
      { highWaterMark: 0 },
    );
    const send = (ip: string) =>
      t.app.request(
        '/api/apply-jobs',
        {
          method: 'POST',
          headers: {
            'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
            'Content-Length': String(whole.length),
          },
          body,
          duplex: 'half',
        } as RequestInit,
        { incoming: { socket: { remoteAddress: ip, remoteFamily: 'IPv4' } } },
      );
    return { send, counter, total: whole.length };
  }

  it('refuses a resume that does not start as a PDF as soon as its first bytes arrive', async () => {
    const upload = streamedApplication(
      Buffer.from('PK\u0003\u0004 a zip file'),
      RESUME_MAX_BYTES,
      'zip@example.com',
    );
    const res = await upload.send(nextIp());
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('Only PDF is allowed');
    expect(res.headers.get('connection')).toBe('close');
    // The first chunk or two, never the 5 MB behind them.
    expect(upload.counter.pulled).toBeLessThanOrEqual(2 * CHUNK);
    expect(upload.total).toBeGreaterThan(RESUME_MAX_BYTES);
    await expectNothingStored();
  });

  it('refuses a Content-Length over the limit with 413 before reading any of the body', async () => {
    const upload = streamedApplication(
      minimalPdf(),
      RESUME_MAX_BYTES + 300 * 1024,
      'big@example.com',
    );
    const res = await upload.send(nextIp());
    expect(res.status).toBe(413);
    expect(upload.counter.pulled).toBe(0);
  });

  it(`reads at most ${APPLICATION_UPLOADS_AT_ONCE} uploads from one address at once: the next gets 429 + Retry-After`, async () => {
    const ip = nextIp();
    const release = deferred();
    const held = Array.from({ length: APPLICATION_UPLOADS_AT_ONCE }, (_, i) =>
      streamedApplication(minimalPdf(), 256 * 1024, `held${i}@example.com`, release.promise),
    );
    const answers = held.map((upload) => upload.send(ip));
    // Each held upload is being read by the server.
    await Promise.all(held.map((upload) => upload.counter.started.promise));

    const extra = streamedApplication(minimalPdf(), 256 * 1024, 'extra@example.com');
    const refused = await extra.send(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(extra.counter.pulled).toBe(0);
    // Another address is not held back.
    const elsewhere = streamedApplication(minimalPdf(), 1024, 'elsewhere@example.com');
    expect((await elsewhere.send(nextIp())).status).toBe(201);

    release.resolve();
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual(held.map(() => 201));
    const after = streamedApplication(minimalPdf(), 1024, 'after@example.com');
    expect((await after.send(ip)).status).toBe(201);
  });
});

describe('GET /api/apply-jobs', () => {
  it('is for admins only: visitors get 401, patients 403', async () => {
    expect((await t.request('GET', '/api/apply-jobs')).status).toBe(401);
    expect((await t.request('GET', '/api/apply-jobs', { token: patient })).status).toBe(403);
  });

  it('lists the newest first and keeps the title of a deleted job on its applications', async () => {
    t.clock.set('2026-04-01T09:00:00Z');
    const first = applicationData(jobId, { name: 'First Applicant', email: 'first@example.com' });
    await apply(applicationForm(first, pdfResume()));
    t.clock.advance(60_000);
    const second = applicationData(jobId, {
      name: 'Second Applicant',
      email: 'second@example.com',
    });
    await apply(applicationForm(second, pdfResume()));
    await t.request('DELETE', `/api/jobs/${jobId}`, { token: admin });
    const list = await t.request('GET', '/api/apply-jobs', { token: admin });
    expect(list.body.applyJobs.map((a: any) => [a.name, a.job])).toEqual([
      ['Second Applicant', { _id: null, title: 'Clinical Orthodontist' }],
      ['First Applicant', { _id: null, title: 'Clinical Orthodontist' }],
    ]);
  });

  it('gives the admin one application (the resume viewer titles itself with it); 404 for none', async () => {
    await apply(applicationForm(applicationData(jobId), pdfResume()));
    const [row] = await t.db.select().from(jobApplications);
    const one = await t.request('GET', `/api/apply-jobs/${row!.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.applyJob).toMatchObject({
      _id: row!.id,
      name: 'Priya Sharma',
      job: { _id: jobId, title: 'Clinical Orthodontist' },
    });
    expect((await t.request('GET', `/api/apply-jobs/${row!.id}`)).status).toBe(401);
    const asPatient = await t.request('GET', `/api/apply-jobs/${row!.id}`, { token: patient });
    expect(asPatient.status).toBe(403);
    const missing = await t.request('GET', `/api/apply-jobs/${crypto.randomUUID()}`, {
      token: admin,
    });
    expect(missing.status).toBe(404);
    const notAnId = await t.request('GET', '/api/apply-jobs/not-an-id', { token: admin });
    expect(notAnId.status).toBe(404);
  });

  it('never lets a patient read a resume', async () => {
    await apply(applicationForm(applicationData(jobId), pdfResume()));
    const list = await t.request('GET', '/api/apply-jobs', { token: admin });
    const res = await t.request('GET', list.body.applyJobs[0].resume, { token: patient });
    expect(res.status).toBe(403);
    expect(await res.raw.text()).not.toContain('%PDF');
  });
});
