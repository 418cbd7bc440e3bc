/**
 * A crash at any step of an upload to the bucket (docs/design.md §13): the real server process,
 * with its files in a real S3-compatible server (s3rver), is killed with SIGKILL while check-ins
 * are being sent. After a restart every acknowledged check-in's photos are served whole, and
 * once the sweep has run a day later the bucket holds exactly the objects the database names.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database';
import { files } from '../../src/server/db/schema';
import { readEnv } from '../../src/server/env';
import { openBucket } from '../../src/server/services/object-bucket';
import { sweepOrphanObjects } from '../../src/server/services/object-cleanup';
import { fileOf, tinyImage } from '../factories/content';
import { insertPatient, tokenFor } from '../factories/users';
import { startS3Server } from '../support/s3-server';
import { startServer, type ServerProcess } from '../support/server-process';
import { copyTemplateDatabase } from '../support/test-db';
import { PGLITE_DUMP_PATH } from '../support/test-db-config';

const scratch = mkdtempSync(join(process.cwd(), 'tests/.tmp/crash-'));
const servers: ServerProcess[] = [];
afterAll(() => {
  for (const { child } of servers) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const PATIENTS = 6;

it('loses no acknowledged photo and leaves no orphan after the sweep', async () => {
  const s3 = await startS3Server();
  const copy = process.env.DATABASE_URL
    ? await copyTemplateDatabase(process.env.DATABASE_URL)
    : undefined;
  let opened = 0;
  const open = (): Promise<Database> =>
    copy
      ? openDatabase({ databaseUrl: copy.url, migrate: false })
      : openDatabase({
          dataDir: join(scratch, 'pglite'),
          // The first opening starts from the migrated dump; later ones reopen it.
          ...(opened++ === 0 ? { loadDataDir: new Blob([readFileSync(PGLITE_DUMP_PATH)]) } : {}),
          migrate: false,
        });
  const serverEnv = { ...s3.env, ...(copy ? { DATABASE_URL: copy.url } : { DATA_DIR: scratch }) };
  const bucket = openBucket(readEnv(s3.env))!;
  try {
    let database = await open();
    const tokens: string[] = [];
    for (let i = 0; i < PATIENTS; i++) {
      const patient = await insertPatient(database.db, {
        startDate: new Date().toISOString().slice(0, 10),
        aligners: 10,
        steps: 2,
      });
      tokens.push(await tokenFor(database.db, patient));
    }
    await database.close();

    const first = startServer(serverEnv, { detached: true });
    servers.push(first);
    const port = await first.ready;
    const photo = await tinyImage('jpeg', 640, 480);
    const send = async (token: string) => {
      const form = new FormData();
      form.set('data', JSON.stringify({ id: randomUUID(), aligner: 1 }));
      for (let i = 0; i < 3; i++) form.append('photos', fileOf(photo, `${i}.jpg`, 'image/jpeg'));
      const res = await fetch(`http://127.0.0.1:${port}/api/check-ins`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      if (res.status !== 201) throw new Error(`not acknowledged: ${res.status}`);
      return ((await res.json()) as { checkIn: { photos: { url: string }[] } }).checkIn;
    };
    // Every upload starts; the process dies as soon as the first is acknowledged, with the
    // others somewhere between their objects and their rows.
    const uploads = tokens.map((token) => send(token));
    await Promise.any(uploads);
    process.kill(-first.child.pid!, 'SIGKILL');
    await first.exited;
    const acknowledged = (await Promise.allSettled(uploads)).flatMap((result, i) =>
      result.status === 'fulfilled' ? [{ checkIn: result.value, token: tokens[i]! }] : [],
    );
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = startServer(serverEnv, { detached: true });
    servers.push(second);
    const again = await second.ready;
    const served = new Map<string, string>();
    for (const { checkIn, token } of acknowledged) {
      for (const { url } of checkIn.photos) {
        const read = await fetch(`http://127.0.0.1:${again}${url}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        expect(read.status, url).toBe(200);
        served.set(
          `files/${url.split('/').at(-1)}`,
          sha256(new Uint8Array(await read.arrayBuffer())),
        );
      }
    }
    second.child.kill('SIGTERM');
    await second.exited;

    database = await open();
    try {
      const rows = await database.db
        .select({ key: files.objectKey, sha256: files.sha256 })
        .from(files)
        .where(isNotNull(files.objectKey));
      // Every acknowledged photo has its row, and was served whole from its object.
      for (const [key, digest] of served) {
        const row = rows.find((candidate) => candidate.key === key);
        expect(row, key).toBeDefined();
        expect(digest).toBe(row!.sha256);
      }
      await sweepOrphanObjects(database.db, bucket, new Date(Date.now() + 25 * 3_600_000));
      const left: string[] = [];
      for await (const page of bucket.list()) left.push(...page.map((object) => object.key));
      expect(left.sort()).toEqual(rows.map((row) => row.key!).sort());
    } finally {
      await database.close();
    }
  } finally {
    bucket.close();
    await copy?.drop();
    await s3.close();
  }
}, 180_000);
