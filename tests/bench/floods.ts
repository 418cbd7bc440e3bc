/**
 * `npm run bench:floods`: one signed-in patient must not slow the clinic down (docs/benchmarks.md,
 * "Floods"). Against the real server (a child process, PGlite in a temp folder or DATABASE_URL),
 * over HTTP, while a third patient reads their check-ins and wear log one call after another and
 * `GET /api/health` is called one after another:
 * - quiet: nobody floods (the reference figures);
 * - wear flood: one patient, whose log already holds BENCH_WEAR_EVENTS events (default 13,000),
 *   posts batches of 100 wear events with random times over the last 14 days, FLOOD_STREAMS
 *   batches at a time, without waiting out a 429; each accepted batch's time is printed against
 *   the events it added to;
 * - both floods: the wear flood, and another patient posting `POST /api/check-ins` bodies of
 *   100,000 tiny `photos` parts, 3 at a time, from a process of its own (many-part-flooder.ts).
 * Per phase: the reader's p50/p95/slowest, health's p50/p95/p99/slowest, against the targets (reads
 * p95 ≤ 300 ms, health ≤ 1 s). BENCH_PHASE_SECONDS sets each phase's length (default 60);
 * BENCH_PHASES=wear skips the many-part flood. The load average is printed beside them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { callJson, percentile, signIn } from './bench-http';
import { startProcess } from './bench-process';
import type { ManyPartFloodResult } from './many-part-flooder';

const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 60);
const PHASES = (process.env.BENCH_PHASES ?? 'quiet,wear,both').split(',');
/** The flooder's log before the flood: as large as the probe's flood had made it. */
const STORED_EVENTS = Number(process.env.BENCH_WEAR_EVENTS ?? 13_000);
const BATCH = 100;
const FLOOD_STREAMS = 3;
const READ_P95_TARGET_MS = 300;
const HEALTH_TARGET_MS = 1000;
const DAY_MS = 86_400_000;
const PASSWORD = 'bench password 2026';

interface ServerInfo {
  port: number;
  kind: string;
}

/** Times one call after another until `stop` says so. */
async function callsUntil(stopped: () => boolean, call: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  while (!stopped()) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

async function expectOk(res: Response, what: string): Promise<void> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${text.slice(0, 200)}`);
}

/** 100 events at random instants of the last 14 days (a minute inside either end). */
function randomBatch(now: number) {
  const span = 14 * DAY_MS - 2 * 60_000;
  return Array.from({ length: BATCH }, () => ({
    id: randomUUID(),
    type: Math.random() < 0.5 ? 'out' : 'in',
    at: new Date(now - 60_000 - Math.random() * span).toISOString(),
  }));
}

interface FloodResult {
  /** Accepted batches: time taken, and the events the flooder had stored before it. */
  accepted: { ms: number; storedBefore: number }[];
  refused: { status: number; ms: number }[];
}

/** The flooder's events stored so far, over every phase. */
let stored = STORED_EVENTS;

async function wearFlood(base: string, token: string, stopped: () => boolean) {
  const result: FloodResult = { accepted: [], refused: [] };
  const storedBefore = stored;
  const stream = async () => {
    while (!stopped()) {
      const started = performance.now();
      const before = stored;
      const res = await callJson(base, 'POST', '/api/wear/events', {
        token,
        body: { events: randomBatch(Date.now()) },
      });
      const ms = performance.now() - started;
      if (res.status === 200) {
        stored += res.body.accepted as number;
        result.accepted.push({ ms, storedBefore: before });
      } else if (res.status === 429) {
        result.refused.push({ status: res.status, ms });
      } else {
        throw new Error(`wear batch: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: FLOOD_STREAMS }, stream));
  return { ...result, storedBefore, stored };
}

/**
 * The many-part flood, from a process of its own: building and sending 12 MB bodies would
 * otherwise hold this process's event loop and lengthen the very times it measures.
 */
async function manyPartFlood(base: string, token: string): Promise<ManyPartFloodResult> {
  const flooder = await startProcess<ManyPartFloodResult>(
    new URL('./many-part-flooder.ts', import.meta.url).pathname,
    { ...process.env, FLOOD_BASE: base, FLOOD_TOKEN: token, FLOOD_SECONDS: String(PHASE_SECONDS) },
  );
  await flooder.stop();
  return flooder.info;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

function summary(times: number[], ...ps: number[]) {
  const spread = [50, ...ps].map((p) => `p${p} ${ms(percentile(times, p))}`).join(', ');
  return `${times.length} calls, ${spread}, slowest ${ms(Math.max(...times))}`;
}

/** Accepted batches' times in bands of the events stored before them. */
function byLogSize(accepted: FloodResult['accepted']): string {
  const band = 2500;
  const bands = new Map<number, number[]>();
  for (const batch of accepted) {
    const key = Math.floor(batch.storedBefore / band) * band;
    bands.set(key, [...(bands.get(key) ?? []), batch.ms]);
  }
  return [...bands.entries()]
    .sort(([a], [b]) => a - b)
    .map(
      ([from, times]) =>
        `  ${from}–${from + band - 1} stored: ${times.length} batches, median ${ms(percentile(times, 50))}, ` +
        `p95 ${ms(percentile(times, 95))}, slowest ${ms(Math.max(...times))}`,
    )
    .join('\n');
}

const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-bench-floods-'));
// Patient i's plan started i days ago (api-server.ts): the flooder's covers the 14 days.
const server = await startProcess<ServerInfo>(
  new URL('./api-server.ts', import.meta.url).pathname,
  {
    ...process.env,
    BENCH_PATIENTS: '30',
    BENCH_WEAR_PATIENT: '20',
    BENCH_WEAR_EVENTS: String(STORED_EVENTS),
    BENCH_DATA_DIR: dataDir,
    BENCH_PORT: process.env.BENCH_PORT ?? '0',
    TRUST_PROXY: '1',
  },
);
try {
  const base = `http://127.0.0.1:${server.info.port}`;
  const [flooder, uploader, reader] = await Promise.all(
    [20, 21, 22].map((i) => signIn(base, `patient${i}@bench.example`, PASSWORD)),
  );
  console.log(
    `bench:floods on ${server.info.kind}, ${PHASE_SECONDS} s per phase; load average ${load()}`,
  );
  let allMet = true;
  for (const phase of PHASES) {
    let stopped = false;
    const stop = () => stopped;
    let readCount = 0;
    const reads = callsUntil(stop, async () => {
      const path = readCount++ % 2 === 0 ? '/api/check-ins' : '/api/wear';
      const headers = { Authorization: `Bearer ${reader}` };
      await expectOk(await fetch(base + path, { headers }), path);
    });
    const health = callsUntil(stop, async () =>
      expectOk(await fetch(`${base}/api/health`), 'health'),
    );
    const wear = phase === 'quiet' ? null : wearFlood(base, flooder!, stop);
    const parts = phase === 'both' ? manyPartFlood(base, uploader!) : null;
    await new Promise((resolve) => setTimeout(resolve, PHASE_SECONDS * 1000));
    stopped = true;
    const [readTimes, healthTimes, wearResult, partsResult] = await Promise.all([
      reads,
      health,
      wear,
      parts,
    ]);
    console.log(`\n${phase}:`);
    if (wearResult) {
      const times = wearResult.accepted.map((batch) => batch.ms);
      console.log(
        `wear flood: ${wearResult.accepted.length} batches accepted (log ${wearResult.storedBefore} → ${wearResult.stored} events), ` +
          `${wearResult.refused.length} refused with 429` +
          (times.length ? `; accepted: ${summary(times, 95)}` : ''),
      );
      console.log(byLogSize(wearResult.accepted));
    }
    if (partsResult) {
      const statuses = [...new Set(partsResult.answers.map((answer) => answer.status))].join(', ');
      console.log(
        `${partsResult.parts}-part bodies (${partsResult.megabytes.toFixed(1)} MB): answered ${statuses}; ` +
          summary(
            partsResult.answers.map((answer) => answer.ms),
            95,
          ),
      );
    }
    const readP95 = percentile(readTimes, 95);
    const healthSlowest = Math.max(...healthTimes);
    const met = readP95 <= READ_P95_TARGET_MS && healthSlowest <= HEALTH_TARGET_MS;
    allMet &&= met;
    console.log(`reader (check-ins and wear log in turn): ${summary(readTimes, 95)}`);
    console.log(`GET /api/health: ${summary(healthTimes, 95, 99)}`);
    console.log(
      `reads p95 ${ms(readP95)} (target ≤ ${READ_P95_TARGET_MS} ms), health slowest ` +
        `${ms(healthSlowest)} (target ≤ ${HEALTH_TARGET_MS} ms): ${met ? 'met' : 'missed'}; ` +
        `load average ${load()}`,
    );
  }
  process.exitCode = allMet ? 0 : 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
