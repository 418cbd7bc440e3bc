import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { files, jobApplications } from '../../src/server/db/schema';
import { insertFile, newFile } from '../../src/server/services/files';
import { createTestAppWithTokens, type TestApp } from '../support/test-app';
import {
  applicationData,
  applicationForm,
  insertBlog,
  insertJob,
  minimalPdf,
  pdfResume,
} from '../factories/content';

let t: TestApp;
let admin: string;
let patient: string;
let imageId: string;
let resumeId: string;
const pdf = minimalPdf();

beforeAll(async () => {
  ({ app: t, admin, patient } = await createTestAppWithTokens());
  imageId = (await insertBlog(t.db)).imageFileId!;
  resumeId = await insertFile(t.db, newFile('resume', 'application/pdf', pdf));
});
afterAll(() => t.close());

const bytesOf = async (res: { raw: Response }) => Buffer.from(await res.raw.arrayBuffer());

describe('blog images', () => {
  it('are public, typed, unsniffable and cached for a year with a sha256 ETag', async () => {
    const res = await t.request('GET', `/api/files/${imageId}`);
    expect(res.status).toBe(200);
    const body = await bytesOf(res);
    const sha = createHash('sha256').update(body).digest('hex');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toBe(`"${sha}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const [row] = await t.db.select().from(files).where(eq(files.id, imageId));
    expect(row!.sha256).toBe(sha);
    expect(row!.size).toBe(body.length);
  });

  it('answer 304 with no body when the ETag still matches', async () => {
    const first = await t.request('GET', `/api/files/${imageId}`);
    const etag = first.headers.get('etag')!;
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await t.request('GET', `/api/files/${imageId}`, {
        headers: { 'If-None-Match': header },
      });
      expect(res.status, header).toBe(304);
      expect((await bytesOf(res)).length).toBe(0);
      expect(res.headers.get('etag')).toBe(etag);
    }
    const stale = await t.request('GET', `/api/files/${imageId}`, {
      headers: { 'If-None-Match': '"stale"' },
    });
    expect(stale.status).toBe(200);
  });
});

describe('resumes', () => {
  it('go to admins as sandboxed, uncached PDF downloads, byte for byte', async () => {
    const res = await t.request('GET', `/api/files/${resumeId}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    // A file that no application holds (made here directly) has no one to be named after.
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('etag')).toBeNull();
    expect((await bytesOf(res)).equals(pdf)).toBe(true);
  });

  it('download under the applicant and the opening: ASCII in filename, the original in filename*', async () => {
    const job = await insertJob(t.db, { title: 'Clinical Orthodontist (Pune)' });
    const applied = await t.request('POST', '/api/apply-jobs', {
      body: applicationForm(
        applicationData(job.id, { name: 'Prìya Śharma-Iyer', email: 'named@example.com' }),
        pdfResume(),
      ),
    });
    expect(applied.status).toBe(201);
    const [row] = await t.db
      .select({ fileId: jobApplications.resumeFileId })
      .from(jobApplications)
      .where(eq(jobApplications.jobId, job.id));
    const res = await t.request('GET', `/api/files/${row!.fileId}`, { token: admin });
    expect(res.status).toBe(200);
    const original = 'Prìya-Śharma-Iyer-Clinical-Orthodontist-Pune-resume.pdf';
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Priya-Sharma-Iyer-Clinical-Orthodontist-Pune-resume.pdf"; ' +
        `filename*=UTF-8''${encodeURIComponent(original)}`,
    );
  });

  it('are refused to patients (403), visitors (401) and bad tokens (401)', async () => {
    const cases = [
      [patient, 403],
      [undefined, 401],
      ['not-a-real-token', 401],
    ] as const;
    for (const [token, status] of cases) {
      const res = await t.request('GET', `/api/files/${resumeId}`, { token });
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('addresses that name no file', () => {
  const tricks = [
    crypto.randomUUID(),
    'not-a-uuid',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5C..%5Cpackage.json',
    '%252e%252e%252fpackage.json',
    `${'a'.repeat(36)}`,
    '%00',
  ];
  it.each(tricks)('answers %s with a JSON 404', async (id) => {
    const res = await t.request('GET', `/api/files/${id}`, { token: admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'File not found' });
  });

  it('never reaches the filesystem through dot segments', async () => {
    for (const path of ['/api/files/../../package.json', '/api/files/..%2f..%2fpackage.json']) {
      const res = await t.request('GET', path);
      expect(res.status).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('"name"');
    }
  });

  it('serves nothing under /uploads even with the built client mounted', async () => {
    const root = mkdtempSync(join(tmpdir(), 'tapalign-static-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    try {
      const app = createApp({ ...t.deps, staticRoot: root });
      const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
      for (const path of [
        '/uploads/resume.pdf',
        `/uploads/${resumeId}.pdf`,
        '/uploads/../package.json',
        '/uploads/%2e%2e/package.json',
      ]) {
        const res = await app.request(path, {}, bindings);
        expect(res.status, path).toBe(404);
        expect(await res.text()).not.toContain('%PDF');
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
