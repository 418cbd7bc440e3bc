/**
 * Reads are streamed in constant memory on both stores (docs/design.md §13): a 10 MB photo read
 * 20 times at once raises the process's memory by far less than the 200 MB that holding each
 * read whole would take. The bucket is a real S3-compatible server (s3rver) in this process, so
 * its own share is counted too.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFile, newFile } from '../../src/server/services/files';
import { insertAdmin, tokenFor } from '../factories/users';
import { startS3Server, type S3Server } from '../support/s3-server';
import { createTestApp } from '../support/test-app';

const PHOTO_BYTES = 10 * 1024 * 1024;
const READS = 20;
/** Half of what 20 whole copies would hold. */
const MAX_GROWTH_BYTES = 100 * 1024 * 1024;

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

/** Reads the body a chunk at a time, keeping only a running digest. */
async function drain(response: Response): Promise<string> {
  const hash = createHash('sha256');
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return hash.digest('hex');
    hash.update(value);
  }
}

/** The highest resident set size seen while `work` runs, sampled every few milliseconds. */
async function peakRssDuring(work: () => Promise<void>): Promise<number> {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage.rss());
}

describe.each([
  ['the database', {}],
  ['the bucket', () => s3.env],
])('reading a 10 MB photo 20 times at once from %s', (_, envOf) => {
  it('streams it: memory grows by well under 20 copies', async () => {
    const env = typeof envOf === 'function' ? envOf() : envOf;
    const t = await createTestApp({ env });
    try {
      const token = await tokenFor(t.db, await insertAdmin(t.db));
      const photo = newFile('check-in-photo', 'image/webp', randomBytes(PHOTO_BYTES));
      const [staged] = [await t.deps.files.stage(photo)];
      const id = await insertFile(t.db, staged!);
      // One read first, so the code and the connections it needs are warm.
      const warm = await t.app.request(`/api/files/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await drain(warm)).toBe(photo.sha256);

      const baseline = process.memoryUsage.rss();
      const digests: string[] = [];
      const peak = await peakRssDuring(async () => {
        // Twenty slow clients: every answer has begun before any is read.
        const responses = await Promise.all(
          Array.from({ length: READS }, () =>
            t.app.request(`/api/files/${id}`, { headers: { Authorization: `Bearer ${token}` } }),
          ),
        );
        for (const response of responses) expect(response.status).toBe(200);
        digests.push(...(await Promise.all(responses.map(drain))));
      });
      expect(digests).toEqual(Array(READS).fill(photo.sha256));
      const growth = peak - baseline;
      console.info(`${_}: memory grew ${(growth / 1024 / 1024).toFixed(1)} MB for 20 reads`);
      expect(growth).toBeLessThan(MAX_GROWTH_BYTES);
    } finally {
      await t.close();
    }
  });
});
