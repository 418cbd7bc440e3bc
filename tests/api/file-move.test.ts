/**
 * Moving a clinic's files between the database and the bucket (`npm run files:move`,
 * docs/operations.md "Moving files"), against a real S3-compatible server (s3rver): every file
 * moves both ways with its sha256 equal and is served the same throughout; a move stopped
 * part-way (a failed write, a crash after an object was written) finishes on the next run and
 * leaves no orphan; a second run moves nothing; the command itself does the same on a
 * clinic's data directory (or its PostgreSQL database).
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { files } from '../../src/server/db/schema';
import { readEnv } from '../../src/server/env';
import { moveFiles } from '../../src/server/services/file-move';
import { insertFile, newFile } from '../../src/server/services/files';
import { openBucket, type ObjectBucket } from '../../src/server/services/object-bucket';
import {
  applicationData,
  applicationForm,
  blogForm,
  fileOf,
  insertJob,
  pdfResume,
  tinyImage,
} from '../factories/content';
import { insertAdmin, insertPatient, tokenFor } from '../factories/users';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp, ipSequence, type TestApp } from '../support/test-app';
import { copyTemplateDatabase } from '../support/test-db';
import { PGLITE_DUMP_PATH } from '../support/test-db-config';

let s3: S3Server;
let t: TestApp;
let adminToken: string;
const nextIp = ipSequence(146);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

beforeAll(async () => {
  s3 = await startS3Server();
  // New files go to the database; the bucket is configured, as while a clinic moves.
  t = await createTestApp({
    now: '2026-03-10T06:00:00Z',
    env: { ...s3.env, FILE_STORE: 'database' },
  });
  adminToken = await tokenFor(t.db, await insertAdmin(t.db), t.clock.now());
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const bucket = () => t.deps.files.bucket!;

async function bucketKeys(of: ObjectBucket = bucket()): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of of.list()) keys.push(...page.map((object) => object.key));
  return keys.sort();
}

/** One file of each kind, uploaded through the API, and every file's URL and who may read it. */
async function uploadOneOfEach(): Promise<{ url: string; token?: string }[]> {
  const patient = await insertPatient(t.db, { startDate: '2026-03-01', aligners: 10, steps: 2 });
  const patientToken = await tokenFor(t.db, patient, t.clock.now());
  const form = new FormData();
  form.set('data', JSON.stringify({ id: randomUUID(), aligner: 1 }));
  form.append('photos', fileOf(await tinyImage('jpeg', 64, 48), 'front.jpg', 'image/jpeg'));
  const checkIn = await t.request('POST', '/api/check-ins', { token: patientToken, body: form });
  expect(checkIn.status).toBe(201);

  const job = await insertJob(t.db);
  const email = `${randomUUID()}@example.com`;
  const application = applicationForm(applicationData(job.id, { email }), pdfResume());
  expect(
    (await t.request('POST', '/api/apply-jobs', { body: application, ip: nextIp() })).status,
  ).toBe(201);
  const list = await t.request('GET', '/api/apply-jobs', { token: adminToken });
  const resumeUrl = list.body.applyJobs.find((a: { email: string }) => a.email === email).resume;

  const image = fileOf(await tinyImage('png', 90, 60), 'cover.png', 'image/png');
  const blog = await t.request('POST', '/api/blogs', {
    token: adminToken,
    body: blogForm(undefined, image),
  });
  expect(blog.status).toBe(201);
  return [
    { url: checkIn.body.checkIn.photos[0].url, token: patientToken },
    { url: resumeUrl, token: adminToken },
    { url: blog.body.blog.image },
  ];
}

/** What every file reads as through the API, by URL: its sha256. */
async function readAll(served: { url: string; token?: string }[]): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const { url, token } of served) {
    const read = await t.request('GET', url, { token });
    expect(read.status, url).toBe(200);
    digests[url] = sha256(new Uint8Array(await read.raw.arrayBuffer()));
  }
  return digests;
}

const rowsInBucket = async () =>
  (await t.db.select({ key: files.objectKey }).from(files).where(isNotNull(files.objectKey)))
    .map((row) => row.key!)
    .sort();

describe('moveFiles', () => {
  it('moves every file to the bucket and back, each with its sha256 equal', async () => {
    const served = await uploadOneOfEach();
    const before = await readAll(served);
    const rows = await t.db.select({ id: files.id, sha256: files.sha256 }).from(files);

    const there = await moveFiles({ db: t.db, bucket: bucket(), to: 's3' });
    expect(there).toMatchObject({ moved: rows.length, failed: [] });
    const stored = await t.db.select().from(files);
    for (const row of stored) {
      expect(row.data).toBeNull();
      const object = new Uint8Array(
        await new Response(await bucket().read(row.objectKey!)).arrayBuffer(),
      );
      expect(sha256(object)).toBe(row.sha256);
    }
    expect(await bucketKeys()).toEqual(await rowsInBucket());
    expect(await readAll(served)).toEqual(before);
    // Run again: nothing is left to move.
    expect(await moveFiles({ db: t.db, bucket: bucket(), to: 's3' })).toMatchObject({
      moved: 0,
      failed: [],
    });

    const back = await moveFiles({ db: t.db, bucket: bucket(), to: 'database' });
    expect(back).toMatchObject({ moved: rows.length, failed: [] });
    for (const row of await t.db.select().from(files)) {
      expect(row.objectKey).toBeNull();
      expect(sha256(row.data!)).toBe(row.sha256);
    }
    expect(await bucketKeys()).toEqual([]);
    expect(await readAll(served)).toEqual(before);
    expect(await moveFiles({ db: t.db, bucket: bucket(), to: 'database' })).toMatchObject({
      moved: 0,
    });
  });

  it('finishes on the next run after failed writes and a crash after an object was written', async () => {
    await uploadOneOfEach();
    const total = (await t.db.select({ id: files.id }).from(files)).length;
    let puts = 0;
    // The second write fails; the third reaches the bucket and then the process "dies".
    const flaky: ObjectBucket = {
      ...bucket(),
      async put(key, bytes, info) {
        puts++;
        if (puts === 2) throw new Error('connection reset');
        await bucket().put(key, bytes, info);
        if (puts === 3) throw new Error('killed after the object was written');
      },
    };
    const first = await moveFiles({ db: t.db, bucket: flaky, to: 's3', concurrency: 1 });
    expect(first.failed).toHaveLength(2);
    expect(first.moved).toBe(total - 2);
    // The object written before the "crash" has no row pointing at it yet.
    expect((await bucketKeys()).length).toBe(total - 1);

    const second = await moveFiles({ db: t.db, bucket: bucket(), to: 's3' });
    expect(second).toMatchObject({ moved: 2, failed: [] });
    expect(await bucketKeys()).toEqual(await rowsInBucket());
    expect((await rowsInBucket()).length).toBe(total);
    expect(await moveFiles({ db: t.db, bucket: bucket(), to: 'database' })).toMatchObject({
      moved: total,
      failed: [],
    });
  });

  it('leaves a file whose bytes do not match its sha256 where it is, and says so', async () => {
    const id = await insertFile(t.db, {
      ...newFile('image', 'image/webp', new Uint8Array([1, 2, 3])),
      sha256: '0'.repeat(64),
    });
    const report = await moveFiles({ db: t.db, bucket: bucket(), to: 's3' });
    expect(report.failed).toEqual([{ id, reason: expect.stringContaining('sha256') }]);
    expect(await bucketKeys()).not.toContain(`files/${id}`);
    await t.db.delete(files).where(eq(files.id, id));
  });
});

/** Runs `npm run files:move` with these settings; resolves with its exit code and output. */
function runMoveCommand(env: Record<string, string>, args: string[] = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/files-move.ts', ...args],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

describe('npm run files:move', () => {
  it("moves a stopped clinic's files to the bucket and back", { timeout: 400_000 }, async () => {
    const scratch = mkdtempSync(join(process.cwd(), 'tests/.tmp/move-'));
    const copy = process.env.DATABASE_URL
      ? await copyTemplateDatabase(process.env.DATABASE_URL)
      : undefined;
    const databaseEnv: Record<string, string> = copy
      ? { DATABASE_URL: copy.url }
      : { DATA_DIR: scratch };
    let opened = 0;
    const open = () =>
      copy
        ? openDatabase({ databaseUrl: copy.url, migrate: false })
        : openDatabase({
            dataDir: join(scratch, 'pglite'),
            // The first opening starts from the migrated dump; later ones reopen it.
            ...(opened++ === 0 ? { loadDataDir: new Blob([readFileSync(PGLITE_DUMP_PATH)]) } : {}),
            migrate: false,
          });
    const env = { ...s3.env, S3_PREFIX: `clinic-${randomUUID()}/`, ...databaseEnv };
    const clinicBucket = openBucket(readEnv(env))!;
    try {
      let database = await open();
      const photos = [0, 1, 2].map((i) =>
        newFile('check-in-photo', 'image/webp', new Uint8Array(3000).fill(i)),
      );
      for (const photo of photos) await insertFile(database.db, photo);
      await database.close();

      const there = await runMoveCommand({ ...env, FILE_STORE: 's3' });
      expect(there.output).toContain('3 files (0.0 MB) moved to the bucket');
      expect(there.code).toBe(0);
      expect(await bucketKeys(clinicBucket)).toHaveLength(3);
      const again = await runMoveCommand({ ...env, FILE_STORE: 's3' });
      expect(again.output).toContain('0 files');

      const back = await runMoveCommand(env, ['--to', 'database']);
      expect(back.code).toBe(0);
      expect(back.output).toContain('3 files (0.0 MB) moved to the database');
      expect(await bucketKeys(clinicBucket)).toEqual([]);
      database = await open();
      const rows = await database.db.select().from(files);
      await database.close();
      expect(rows.map((row) => sha256(row.data!)).sort()).toEqual(
        photos.map((p) => p.sha256).sort(),
      );
    } finally {
      clinicBucket.close();
      await copy?.drop();
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
