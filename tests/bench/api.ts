/**
 * `npm run bench:api`: with 10,000 patients seeded, measures req/s and p50/p99 latency of
 * current-user, timeline and patient search against /api/health in the same run (A-B-A), on
 * PGlite and on PostgreSQL (when DATABASE_URL is set), and the time of the xlsx export.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

interface Server {
  port: number;
  patientToken: string;
  adminToken: string;
  kind: string;
  stop(): Promise<void>;
}

async function startServer(databaseUrl?: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_DATA_DIR: join(dataDir, 'pglite') };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/api-server.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(line) as Omit<Server, 'stop'>;
  return {
    ...info,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(server: Server) {
  const base = `http://127.0.0.1:${server.port}`;
  const patient = { authorization: `Bearer ${server.patientToken}` };
  const admin = { authorization: `Bearer ${server.adminToken}` };
  const targets: [string, string, Partial<autocannon.Options>][] = [
    [
      'POST /api/users/current-user',
      `${base}/api/users/current-user`,
      { method: 'POST', headers: patient },
    ],
    ['GET /api/timeline', `${base}/api/timeline`, { headers: patient }],
    [
      'GET /api/users?q=patient12',
      `${base}/api/users?q=patient12&limit=20&page=1`,
      { headers: admin },
    ],
  ];
  const rows: string[] = [];
  await load(`${base}/api/health`, { duration: 2 }); // warm-up
  for (const [name, url, options] of targets) {
    const before = await load(`${base}/api/health`);
    const target = await load(url, options);
    const after = await load(`${base}/api/health`);
    const health = (before.rps + after.rps) / 2;
    rows.push(
      `${server.kind.padEnd(8)} ${name.padEnd(30)} ${target.rps.toFixed(0).padStart(7)} req/s  p50 ${String(target.p50).padStart(4)} ms  p99 ${String(target.p99).padStart(4)} ms  errors ${target.errors}  health ${health.toFixed(0)} req/s  ratio ${(target.rps / health).toFixed(3)}`,
    );
  }
  const started = performance.now();
  const response = await fetch(`${base}/api/users/download-users-data`, { headers: admin });
  const bytes = (await response.arrayBuffer()).byteLength;
  const seconds = (performance.now() - started) / 1000;
  rows.push(
    `${server.kind.padEnd(8)} xlsx export of 10,000 patients: ${seconds.toFixed(2)} s (${(bytes / 1024).toFixed(0)} KiB, HTTP ${response.status})`,
  );
  return rows;
}

async function freshPostgres(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('drop database if exists tapalign_bench with (force)');
  await admin.query('create database tapalign_bench');
  await admin.end();
  const parsed = new URL(url);
  parsed.pathname = '/tapalign_bench';
  return parsed.toString();
}

const rows: string[] = [];
for (const databaseUrl of [
  undefined,
  process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : null,
]) {
  if (databaseUrl === null) continue;
  const server = await startServer(databaseUrl);
  try {
    rows.push(...(await measure(server)));
  } finally {
    await server.stop();
  }
}
process.stdout.write(
  `\nAPI benchmark (${CONNECTIONS} connections, ${DURATION_S} s per run, A-B-A against /api/health)\n${rows.join('\n')}\n`,
);
