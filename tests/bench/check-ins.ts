/**
 * `npm run bench:check-ins`: photo check-ins against the real server (a child process on
 * BENCH_PORT, PGlite in a temp folder or DATABASE_URL), over HTTP, once with the photos stored
 * in the database and once in a bucket (s3rver on 127.0.0.1; BENCH_FILE_STORE picks one):
 * - one check-in of three ~4 MB phone photos (4032 × 3024 JPEG), from sending to its answer:
 *   the median of 5 after a warm-up, against 2 s;
 * - `GET /api/health`, one call after another, while 5 such check-ins are sent at once: its
 *   p50, p99 and slowest answer, which say whether re-encoding holds the event loop.
 * The machine's load average is printed beside them: on a busy machine the figures are
 * indicative only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { freshAddress, percentile, signIn } from './bench-http';
import { startProcess } from './bench-process';
import { startS3Server } from '../support/s3-server';

const PHOTO_TARGET_BYTES = 4 * 1024 * 1024;
const SINGLE_RUNS = 5;
const PARALLEL = 5;
const TARGET_MS = 2000;
const PATIENTS = 2 + SINGLE_RUNS + PARALLEL;

interface ServerInfo {
  port: number;
  kind: string;
}

/**
 * A 12 MP phone-sized JPEG of about 4 MB: a gradient with fine noise (a photo's grain), which
 * compresses as a real photo does rather than as a flat colour. `seed` makes each one different.
 */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 120 + seed * 10, sigma: 28 },
    },
  })
    .blur(0.6)
    .toBuffer();
  let quality = 92;
  for (;;) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= PHOTO_TARGET_BYTES * 1.1 || quality <= 50) return jpeg;
    quality -= 4;
  }
}

function checkInForm(photos: Buffer[]): FormData {
  const form = new FormData();
  form.set('data', JSON.stringify({ id: randomUUID(), aligner: 1 }));
  photos.forEach((bytes, i) =>
    form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${i}.jpg`),
  );
  return form;
}

async function sendCheckIn(base: string, token: string, photos: Buffer[]): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/check-ins`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': freshAddress() },
    body: checkInForm(photos),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`check-in: ${res.status} ${text}`);
  return performance.now() - started;
}

/** Calls GET /api/health one after another until `done` settles; each call's time in ms. */
async function healthWhile(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const times: number[] = [];
  while (!finished) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`health: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** The bench on one file store: photos in the database, or in a bucket (s3rver, local). */
async function benchOn(fileStore: 'database' | 's3', photos: Buffer[]) {
  const s3 = fileStore === 's3' ? await startS3Server('bench-check-ins') : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-bench-check-ins-'));
  const server = await startProcess<ServerInfo>(
    new URL('./api-server.ts', import.meta.url).pathname,
    {
      ...process.env,
      ...s3?.env,
      FILE_STORE: fileStore,
      BENCH_PATIENTS: String(PATIENTS),
      BENCH_DATA_DIR: dataDir,
      BENCH_PORT: process.env.BENCH_PORT ?? '0',
      TRUST_PROXY: '1',
    },
  );
  try {
    const base = `http://127.0.0.1:${server.info.port}`;
    console.log(
      `\nbench:check-ins on ${server.info.kind}, files in ${fileStore === 's3' ? 'a bucket (s3rver on 127.0.0.1)' : 'the database'}`,
    );
    const tokens: string[] = [];
    for (let i = 1; i <= PATIENTS; i++) {
      tokens.push(await signIn(base, `patient${i}@bench.example`, 'bench password 2026'));
    }

    await sendCheckIn(base, tokens[0]!, photos); // warm-up: loads sharp
    const single: number[] = [];
    for (let i = 0; i < SINGLE_RUNS; i++)
      single.push(await sendCheckIn(base, tokens[1 + i]!, photos));
    const median = percentile(single, 50);
    console.log(`load average (1, 5, 15 min): ${load()}`);
    console.log(
      `one check-in of 3 photos: median ${ms(median)} of ${single.map(ms).join(', ')} ` +
        `(target ≤ ${ms(TARGET_MS)}: ${median <= TARGET_MS ? 'met' : 'missed'})`,
    );

    const uploads = Promise.all(
      tokens
        .slice(1 + SINGLE_RUNS, 1 + SINGLE_RUNS + PARALLEL)
        .map((token) => sendCheckIn(base, token, photos)),
    );
    const [health, parallel] = await Promise.all([healthWhile(base, uploads), uploads]);
    console.log(
      `${PARALLEL} check-ins at once: all stored in ${ms(Math.max(...parallel))} ` +
        `(each ${parallel.map(ms).join(', ')})`,
    );
    console.log(
      `GET /api/health meanwhile (${health.length} calls): p50 ${ms(percentile(health, 50))}, ` +
        `p99 ${ms(percentile(health, 99))}, slowest ${ms(Math.max(...health))}`,
    );
    console.log(`load average (1, 5, 15 min): ${load()}`);
  } finally {
    await server.stop();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('bench:check-ins: making the photos…');
const photos = await Promise.all([0, 1, 2].map(phonePhoto));
const sizes = photos.map((bytes) => `${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
console.log(`photos: 3 × 4032 × 3024 JPEG (${sizes.join(', ')})`);
// BENCH_FILE_STORE=database or s3 runs one store; by default both, one after the other.
const stores = process.env.BENCH_FILE_STORE
  ? [process.env.BENCH_FILE_STORE as 'database' | 's3']
  : (['database', 's3'] as const);
for (const store of stores) await benchOn(store, photos);
