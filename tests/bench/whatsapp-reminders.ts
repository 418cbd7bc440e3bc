/**
 * `npm run bench:whatsapp`: 2,000 change-day reminders on WhatsApp due in the same minute
 * (docs/benchmarks.md, "WhatsApp reminders at scale"). The real server as child processes
 * (whatsapp-server.ts) with the Cloud API settings pointing at the project's stand-in, started
 * in a process of its own (whatsapp-stand-in.ts), which records each `tapalign_switch` as it
 * arrives. The servers start with 2,000 patients whose aligner changes today, WhatsApp reminders
 * on; then their reminder schedulers start at the same instant (the clinic's reminder hour
 * arriving) while `GET /api/health` is called one call after another, on each instance in turn. Measured: the time from that instant until all 2,000
 * reached the stand-in (target ≤ 60 s), the most that arrived in any one second (≤ the
 * configured WHATSAPP_RATE_PER_SECOND), each patient exactly once, health's p50/p95/p99 (target
 * p99 < 100 ms). On PGlite (one instance), then, when DATABASE_URL is set, on a fresh PostgreSQL
 * database beside it with two instances (WHATSAPP_INSTANCES=2). The load average is printed with
 * the figures; exit 1 on a missed target. BENCH_PATIENTS changes the 2,000.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase } from '../support/drop-database';
import { percentile } from './bench-http';
import { startProcess, type BenchProcess } from './bench-process';
import type { StandInArrival } from './whatsapp-stand-in';

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 2_000);
const RATE_PER_SECOND = Number(process.env.WHATSAPP_RATE_PER_SECOND ?? 80);
const ALL_SENT_TARGET_MS = 60_000;
const HEALTH_P99_TARGET_MS = 100;
/** After the last expected message, how long to keep listening for a second copy of any. */
const LISTEN_AFTER_MS = 5_000;
/** A run that has not finished by then is reported as missed. */
const GIVE_UP_MS = 3 * ALL_SENT_TARGET_MS;
const CLOUD_API = { token: 'bench-token', phoneNumberId: '100000000000042' };

interface ServerInfo {
  port: number;
  kind: string;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The most of these instants (sorted) that fall within any one second. */
function busiestSecond(instants: number[]): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < instants.length; last++) {
    while (instants[last]! - instants[first]! >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** `GET /api/health` one call after another, on each base in turn, until stopped. */
async function pollHealth(bases: string[], stopped: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !stopped(); i++) {
    const started = performance.now();
    const res = await fetch(`${bases[i % bases.length]}/api/health`);
    await res.text();
    if (res.status !== 200) throw new Error(`health answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

interface RunFigures {
  kind: string;
  instances: number;
  allSentMs: number;
  firstMs: number;
  received: number;
  patientsReached: number;
  duplicates: number;
  busiest: number;
  health: number[];
  loadBefore: string;
  loadAfter: string;
}

async function startServers(
  instances: number,
  env: NodeJS.ProcessEnv,
): Promise<BenchProcess<ServerInfo>[]> {
  const script = new URL('./whatsapp-server.ts', import.meta.url).pathname;
  const servers: BenchProcess<ServerInfo>[] = [];
  // One after another: the first migrates and seeds, the others open what it left.
  for (let i = 0; i < instances; i++) {
    const seed = i === 0 ? String(PATIENTS) : '0';
    servers.push(await startProcess<ServerInfo>(script, { ...env, BENCH_SEED_PATIENTS: seed }));
  }
  return servers;
}

async function run(instances: number, databaseEnv: NodeJS.ProcessEnv): Promise<RunFigures> {
  const standIn = await startProcess<{ apiBase: string }>(
    new URL('./whatsapp-stand-in.ts', import.meta.url).pathname,
    {
      ...process.env,
      BENCH_CLOUD_API_TOKEN: CLOUD_API.token,
      BENCH_CLOUD_API_PHONE_NUMBER_ID: CLOUD_API.phoneNumberId,
    },
  );
  const accepted: StandInArrival[] = [];
  standIn.child.on('message', (message) => accepted.push(message as StandInArrival));
  const arrivals = () => accepted.map((arrival) => arrival.at);
  const servers = await startServers(instances, {
    ...databaseEnv,
    WHATSAPP_TOKEN: CLOUD_API.token,
    WHATSAPP_PHONE_NUMBER_ID: CLOUD_API.phoneNumberId,
    WHATSAPP_API_BASE: standIn.info.apiBase,
    WHATSAPP_RATE_PER_SECOND: String(RATE_PER_SECOND),
    WHATSAPP_INSTANCES: String(instances),
  });
  try {
    const bases = servers.map((server) => `http://127.0.0.1:${server.info.port}`);
    const loadBefore = load();
    let stopped = false;
    const health = pollHealth(bases, () => stopped);
    await sleep(1_000);
    // On the stand-in's clock: ms since the epoch, as its arrivals.
    const morning = performance.timeOrigin + performance.now();
    for (const server of servers) server.child.send('morning');
    const since = () => performance.timeOrigin + performance.now() - morning;
    while (accepted.length < PATIENTS && since() < GIVE_UP_MS) await sleep(50);
    const allSentMs = (arrivals()[PATIENTS - 1] ?? NaN) - morning;
    await sleep(LISTEN_AFTER_MS);
    stopped = true;
    const healthTimes = await health;
    // "[whatsapp stand-in] to +91…: tapalign_switch (hi) …"
    const switches = accepted
      .map(({ line }) => line.match(/ to \+(\d+): tapalign_switch /)?.[1])
      .filter((to): to is string => to !== undefined);
    const numbers = new Set(switches);
    return {
      kind: servers[0]!.info.kind,
      instances,
      allSentMs,
      firstMs: (arrivals()[0] ?? NaN) - morning,
      received: switches.length,
      patientsReached: numbers.size,
      duplicates: switches.length - numbers.size,
      busiest: busiestSecond(arrivals()),
      health: healthTimes,
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await standIn.stop();
  }
}

async function onPglite(): Promise<RunFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-bench-whatsapp-'));
  try {
    const { DATABASE_URL: _postgres, ...env } = process.env;
    return await run(1, { ...env, BENCH_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On a fresh database beside DATABASE_URL's (`<name>_whatsapp`), dropped afterwards. */
async function onPostgres(url: string): Promise<RunFigures> {
  const target = new URL(url);
  const name = `${target.pathname.replace(/^\//, '') || 'tapalign'}_whatsapp`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropDatabase(admin, name);
  await admin.query(`create database "${name}"`);
  target.pathname = `/${name}`;
  try {
    return await run(2, { ...process.env, DATABASE_URL: target.toString() });
  } finally {
    await dropDatabase(admin, name);
    await admin.end();
  }
}

/** Prints a run's figures; answers whether it met every target. */
function report(figures: RunFigures): boolean {
  const { health } = figures;
  const p99 = percentile(health, 99);
  const checks = {
    [`all ${PATIENTS} at the stand-in ${ms(figures.allSentMs)} after they fell due (≤ ${ms(ALL_SENT_TARGET_MS)})`]:
      figures.allSentMs <= ALL_SENT_TARGET_MS,
    [`busiest second ${figures.busiest} messages (≤ ${RATE_PER_SECOND})`]:
      figures.busiest <= RATE_PER_SECOND,
    [`${figures.received} tapalign_switch for ${figures.patientsReached} patients, ${figures.duplicates} twice (each of ${PATIENTS} once)`]:
      figures.received === PATIENTS && figures.patientsReached === PATIENTS,
    [`GET /api/health: ${health.length} calls, p50 ${ms(percentile(health, 50))}, p95 ${ms(percentile(health, 95))}, p99 ${ms(p99)}, slowest ${ms(Math.max(...health))} (p99 < ${HEALTH_P99_TARGET_MS} ms)`]:
      p99 < HEALTH_P99_TARGET_MS,
  };
  console.log(
    `\n${figures.kind}, ${figures.instances} instance(s), ${RATE_PER_SECOND}/s in all; ` +
      `first message after ${ms(figures.firstMs)}`,
  );
  for (const [line, met] of Object.entries(checks)) console.log(`  ${met ? '✓' : '✗'} ${line}`);
  console.log(`  load average ${figures.loadBefore} before, ${figures.loadAfter} after`);
  return Object.values(checks).every(Boolean);
}

const results = [await onPglite()];
if (process.env.DATABASE_URL) results.push(await onPostgres(process.env.DATABASE_URL));
const allMet = results.map(report).every(Boolean);
process.exitCode = allMet ? 0 : 1;
