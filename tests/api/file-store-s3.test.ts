/**
 * Files in object storage (docs/design.md §13), against a real S3-compatible server (s3rver)
 * started here: check-in photos, resumes and blog images land in the bucket with only their
 * record in the database; /api/files/:id streams them with the same access rules and headers;
 * deletes reach the bucket (retried while it is down); a failed upload and a crash between the
 * object and its row leave nothing after the sweep; the bucket's outage answers 503.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRED_FILE_KEEP_SECONDS } from '../../src/shared/constants';
import { checkInPhotos, files, objectDeletions } from '../../src/server/db/schema';
import { newFile } from '../../src/server/services/files';
import { deleteRetiredFiles } from '../../src/server/services/files';
import { deleteQueuedObjects, sweepOrphanObjects } from '../../src/server/services/object-cleanup';
import {
  applicationData,
  applicationForm,
  blogForm,
  breakInsertsInto,
  fileOf,
  insertJob,
  pdfResume,
  tinyImage,
} from '../factories/content';
import { insertAdmin, insertPatient, tokenFor, type UserRow } from '../factories/users';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';

let s3: S3Server;
let t: TestApp;
let adminToken: string;

const NOW = '2026-03-10T06:00:00Z';
const HOUR = 3_600_000;
/**
 * A moment past every deletion queued so far: the database stamps a queued deletion to the
 * microsecond, which can lie past this process's millisecond (`new Date()`), so a pass run at
 * `new Date()` may not find it due yet.
 */
const pastQueuedDeletions = () => new Date(Date.now() + 1_000);
const nextIp = ipSequence(145);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ now: NOW, env: s3.env });
  adminToken = await tokenFor(t.db, await insertAdmin(t.db), t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const bucket = () => t.deps.files.bucket!;

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of bucket().list()) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

async function objectBytes(key: string): Promise<Uint8Array> {
  return new Uint8Array(await new Response(await bucket().read(key)).arrayBuffer());
}

const rowOf = async (id: string) => (await t.db.select().from(files).where(eq(files.id, id)))[0];
const idOfUrl = (url: string) => url.split('/').at(-1)!;

const newPatient = () => insertPatient(t.db, { startDate: '2026-03-01', aligners: 10, steps: 2 });

async function sendCheckIn(patient: UserRow, id = randomUUID()) {
  const form = new FormData();
  form.set('data', JSON.stringify({ id, aligner: 1 }));
  form.append('photos', fileOf(await tinyImage('jpeg', 64, 48), 'front.jpg', 'image/jpeg'));
  form.append('photos', fileOf(await tinyImage('png', 48, 64), 'left.png', 'image/png'));
  return t.request('POST', '/api/check-ins', {
    token: await tokenFor(t.db, patient, t.clock.now()),
    body: form,
  });
}

async function postBlog() {
  const image = fileOf(await tinyImage('png', 120, 80), 'cover.png', 'image/png');
  return t.request('POST', '/api/blogs', { token: adminToken, body: blogForm(undefined, image) });
}

/** The record is in the database without its bytes; the object holds exactly those bytes. */
async function expectInBucket(fileId: string) {
  const row = (await rowOf(fileId))!;
  expect(row.data).toBeNull();
  expect(row.objectKey).toBe(`files/${fileId}`);
  expect(sha256(await objectBytes(row.objectKey!))).toBe(row.sha256);
  return row;
}

describe('uploads go to the bucket, reads keep every rule', () => {
  it('stores check-in photos in the bucket; serves them to their patient and admins only', async () => {
    const [patient, other] = [await newPatient(), await newPatient()];
    const sent = await sendCheckIn(patient);
    expect(sent.status).toBe(201);
    const urls: string[] = sent.body.checkIn.photos.map((photo: { url: string }) => photo.url);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const row = await expectInBucket(idOfUrl(url));
      expect(row.kind).toBe('check-in-photo');

      expect((await t.request('GET', url)).status).toBe(401);
      const otherToken = await tokenFor(t.db, other, t.clock.now());
      expect((await t.request('GET', url, { token: otherToken })).status).toBe(403);
      for (const token of [await tokenFor(t.db, patient, t.clock.now()), adminToken]) {
        const read = await t.request('GET', url, { token });
        expect(read.status).toBe(200);
        expect(read.headers.get('content-type')).toBe('image/webp');
        expect(read.headers.get('cache-control')).toBe('private, no-store');
        expect(read.headers.get('x-content-type-options')).toBe('nosniff');
        expect(read.headers.get('content-length')).toBe(String(row.size));
        expect(sha256(new Uint8Array(await read.raw.arrayBuffer()))).toBe(row.sha256);
      }
    }
  });

  it('stores resumes in the bucket; serves them to admins only, as sandboxed downloads', async () => {
    const job = await insertJob(t.db);
    const email = `${randomUUID()}@example.com`;
    const form = applicationForm(applicationData(job.id, { email }), pdfResume());
    const sent = await t.request('POST', '/api/apply-jobs', { body: form, ip: nextIp() });
    expect(sent.status).toBe(201);
    const list = await t.request('GET', '/api/apply-jobs', { token: adminToken });
    const resumeUrl: string = list.body.applyJobs.find(
      (application: { email: string }) => application.email === email,
    ).resume;
    const row = await expectInBucket(idOfUrl(resumeUrl));

    const patientToken = await tokenFor(t.db, await newPatient(), t.clock.now());
    expect((await t.request('GET', resumeUrl)).status).toBe(401);
    expect((await t.request('GET', resumeUrl, { token: patientToken })).status).toBe(403);
    const read = await t.request('GET', resumeUrl, { token: adminToken });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.headers.get('content-security-policy')).toBe('sandbox');
    expect(sha256(new Uint8Array(await read.raw.arrayBuffer()))).toBe(row.sha256);
  });

  it('stores blog images in the bucket; serves them to anyone, cached by their ETag', async () => {
    const sent = await postBlog();
    expect(sent.status).toBe(201);
    const url: string = sent.body.blog.image;
    const row = await expectInBucket(idOfUrl(url));
    const read = await t.request('GET', url);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe(`"${row.sha256}"`);
    expect(sha256(new Uint8Array(await read.raw.arrayBuffer()))).toBe(row.sha256);
    const again = await t.request('GET', url, { headers: { 'If-None-Match': `"${row.sha256}"` } });
    expect(again.status).toBe(304);
  });

  it('names the store in /api/health', async () => {
    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok', db: 'ok', files: 'ok', fileStore: 's3' });
  });
});

describe('nothing is left behind', () => {
  it('leaves no new object when a check-in is sent again', async () => {
    const before = await bucketKeys();
    const repeat = await newPatient();
    const id = randomUUID();
    expect((await sendCheckIn(repeat, id)).status).toBe(201);
    const afterFirst = await bucketKeys();
    expect(afterFirst.length).toBe(before.length + 2);
    // The same check-in again (a retry) is answered from what is stored: no new objects.
    expect((await sendCheckIn(repeat, id)).status).toBe(200);
    expect(await bucketKeys()).toEqual(afterFirst);
  });

  it('leaves no object when the database refuses the row', async () => {
    const scratch = await createTestApp({ now: NOW, env: { ...s3.env, S3_PREFIX: 'broken/' } });
    try {
      const token = await tokenFor(scratch.db, await insertAdmin(scratch.db), scratch.clock.now());
      await breakInsertsInto(scratch.db, 'blogs');
      const image = fileOf(await tinyImage('png', 40, 30), 'cover.png', 'image/png');
      const sent = await scratch.request('POST', '/api/blogs', {
        token,
        body: blogForm(undefined, image),
      });
      expect(sent.status).toBe(500);
      expect(await scratch.db.select().from(files)).toEqual([]);
      const keys: string[] = [];
      for await (const page of scratch.deps.files.bucket!.list())
        keys.push(...page.map((o) => o.key));
      expect(keys).toEqual([]);
    } finally {
      await scratch.close();
    }
  });

  it('sweeps an object whose row never committed (a crash between the two) after a day', async () => {
    // The process died after writing the object and before its transaction committed.
    const staged = await t.deps.files.stage(
      newFile('image', 'image/webp', await tinyImage('webp')),
    );
    const known = (
      await t.db.select({ key: files.objectKey }).from(files).where(isNotNull(files.objectKey))
    )
      .map((row) => row.key!)
      .sort();
    expect(await bucketKeys()).toContain(staged.objectKey);

    // Young objects may still be waiting for their row: the sweep keeps them.
    expect(await sweepOrphanObjects(t.db, bucket(), new Date(Date.now() + HOUR))).toBe(0);
    expect(await bucketKeys()).toContain(staged.objectKey);

    expect(await sweepOrphanObjects(t.db, bucket(), new Date(Date.now() + 25 * HOUR))).toBe(1);
    expect(await bucketKeys()).toEqual(known);
    // Every acknowledged file is still whole.
    for (const key of known) expect(sha256(await objectBytes(key)).length).toBe(64);
  });

  it("deletes a deleted patient's photos from the bucket, and a retired blog image later", async () => {
    const patient = await newPatient();
    const sent = await sendCheckIn(patient);
    const keys = sent.body.checkIn.photos.map((photo: { _id: string }) => `files/${photo._id}`);
    const blog = await postBlog();
    const imageKey = `files/${idOfUrl(blog.body.blog.image)}`;

    const erased = await t.request('DELETE', `/api/users/delete/${patient.id}`, {
      token: adminToken,
    });
    expect(erased.status).toBe(200);
    const removed = await t.request('DELETE', `/api/blogs/${blog.body.blog._id}`, {
      token: adminToken,
    });
    expect(removed.status).toBe(200);
    // The photos' objects are queued by the transaction that deleted their rows.
    const queued = await t.db.select().from(objectDeletions);
    expect(queued.map((row) => row.objectKey)).toEqual(expect.arrayContaining(keys));
    await deleteQueuedObjects(t.db, bucket(), pastQueuedDeletions());
    for (const key of keys) expect(await bucketKeys()).not.toContain(key);
    // A retired image is still served until its keep time has passed.
    expect(await bucketKeys()).toContain(imageKey);
    await deleteRetiredFiles(t.db, new Date(Date.now() + RETIRED_FILE_KEEP_SECONDS * 1000 + HOUR));
    await deleteQueuedObjects(t.db, bucket(), pastQueuedDeletions());
    expect(await bucketKeys()).not.toContain(imageKey);
    expect(await t.db.select().from(objectDeletions)).toEqual([]);
  });
});

describe('while the bucket is away', () => {
  it('answers 503, retries deletions until they succeed, and recovers', async () => {
    const patient = await newPatient();
    const sent = await sendCheckIn(patient);
    const photoUrl: string = sent.body.checkIn.photos[0].url;
    const photoId = idOfUrl(photoUrl);
    await s3.stop();
    try {
      const health = await t.request('GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ files: 'unreachable', fileStore: 's3' });
      expect(typeof health.body.message).toBe('string');
      expect((await t.request('GET', photoUrl, { token: adminToken })).status).toBe(503);
      const upload = await postBlog();
      expect(upload.status).toBe(503);

      // Deleting the record still succeeds; its object's deletion waits for the bucket.
      await t.db.delete(checkInPhotos).where(eq(checkInPhotos.fileId, photoId));
      await t.db.delete(files).where(eq(files.id, photoId));
      const now = pastQueuedDeletions();
      expect(await deleteQueuedObjects(t.db, bucket(), now)).toEqual({ deleted: 0, failed: 1 });
      const [waiting] = await t.db.select().from(objectDeletions);
      expect(waiting).toMatchObject({ objectKey: `files/${photoId}`, attempts: 1 });
      expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    } finally {
      await s3.start();
    }
    expect((await t.request('GET', '/api/health')).status).toBe(200);
    // Not due yet: nothing is tried; once due, it is deleted.
    expect(await deleteQueuedObjects(t.db, bucket(), new Date())).toEqual({
      deleted: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await deleteQueuedObjects(t.db, bucket(), later)).toEqual({ deleted: 1, failed: 0 });
    expect(await bucketKeys()).not.toContain(`files/${photoId}`);
    expect(await t.db.select().from(objectDeletions)).toEqual([]);
  });
});
