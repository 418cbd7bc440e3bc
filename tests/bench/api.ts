/**
 * `npm run bench:api`: the API's figures, each beside its target. With 10,000
 * patients seeded, on PGlite and (when DATABASE_URL is set) on PostgreSQL:
 * - `GET /api/config` and `POST /api/users/current-user` against a bare `node:http` server
 *   answering the same bytes (JSON and header block), measured in the same run (A-B-A in
 *   rounds: bare, app, bare, app, bare, app, bare; the median round);
 * - `GET /api/users?q=` req/s and p99;
 * - the `users.xlsx` export (median of 3).
 * Each at 10 and 50 connections. Ports: BENCH_PORT_BASE (bare) and the next two (the app).
 * `BENCH_NEXT_TICK=compare` measures instead whether decision 016's workaround still pays
 * (`compareNextTick` below).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropDatabase } from '../support/drop-database';
import { median } from './bench-http';
import { startProcess } from './bench-process';
import {
  CONNECTION_COUNTS,
  DURATION_S,
  ROUNDS,
  compareWithBare,
  load,
  timeDownload,
  type Request,
} from './api-load';
import { formatTable, type Row } from './api-report';
import type { BareAnswer } from './bare-server';

const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4460);

interface ServerInfo {
  port: number;
  patientToken: string;
  adminToken: string;
  kind: 'pglite' | 'postgres';
}

/** The app's answer to `request`, for the bare server to repeat byte for byte. */
async function answerOf(request: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}) {
  const response = await fetch(request.url, request);
  return { body: await response.text(), headers: Object.fromEntries(response.headers) };
}

/** The app's benchmark server on `port`: PostgreSQL at `databaseUrl`, else PGlite in `dataDir`. */
function startServer(
  databaseUrl: string | undefined,
  port: number,
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, BENCH_PORT: String(port) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.BENCH_DATA_DIR = join(dataDir, 'pglite');
  }
  return startProcess<ServerInfo>('tests/bench/api-server.ts', env);
}

async function measure(databaseUrl: string | undefined, port: number): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-bench-'));
  const server = await startServer(databaseUrl, port, dataDir);
  const { kind, patientToken, adminToken } = server.info;
  const base = `http://127.0.0.1:${port}`;
  const config = { url: `${base}/api/config` };
  const currentUser = {
    url: `${base}/api/users/current-user`,
    method: 'POST',
    headers: { authorization: `Bearer ${patientToken}` },
  };
  const search = {
    url: `${base}/api/users?q=patient12&limit=20&page=1`,
    headers: { authorization: `Bearer ${adminToken}` },
  };
  const bareAnswers: Record<string, BareAnswer> = {
    '/api/config': await answerOf(config),
    '/api/users/current-user': await answerOf(currentUser),
  };
  const bare = await startProcess('tests/bench/bare-server.ts', {
    ...process.env,
    BENCH_PORT: String(PORT_BASE),
    BARE_ANSWERS: JSON.stringify(bareAnswers),
  });
  const bareUrl = (path: string) => ({ url: `http://127.0.0.1:${PORT_BASE}${path}` });
  const rows: Row[] = [];
  const userBare = { ...bareUrl('/api/users/current-user'), method: 'POST' };
  try {
    // Both servers' code compiled by the JIT before anything is measured.
    for (const request of [config, currentUser, search, bareUrl('/api/config'), userBare]) {
      await load(request, 10, 2);
    }
    for (const connections of CONNECTION_COUNTS) {
      const configRun = await compareWithBare(config, bareUrl('/api/config'), connections);
      rows.push({ kind, figure: 'config', connections, ...configRun });
      const userRun = await compareWithBare(currentUser, userBare, connections);
      rows.push({ kind, figure: 'current-user', connections, ...userRun });
      rows.push({ kind, figure: 'search', connections, app: await load(search, connections) });
    }
    const download = await timeDownload(`${base}/api/users/download-users-data`, search.headers);
    rows.push({ kind, figure: 'xlsx', download });
  } finally {
    await bare.stop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** A fresh database beside DATABASE_URL's, named after it (`<name>_bench`). */
async function freshPostgres(url: string): Promise<string> {
  const parsed = new URL(url);
  const name = `${parsed.pathname.replace(/^\//, '') || 'tapalign'}_bench`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await dropDatabase(admin, name);
  await admin.query(`create database "${name}"`);
  await admin.end();
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The CPU time (user and system) process `pid` has used so far, in ms (Linux's /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * `BENCH_NEXT_TICK=compare`: whether keeping a nextTick entry alive (decision 016) still pays.
 * Two PGlite servers, one with `keepNextTickShapes()` and one without, answer `/api/config` in
 * turns (with, without, with, … with: the A-B-A rounds above), so machine load falls on both.
 * Beside req/s, each server's CPU time per answer, which other work on the machine slows less.
 */
async function compareNextTick(): Promise<string> {
  const folders = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'tapalign-bench-')));
  const kept = await startServer(undefined, PORT_BASE + 1, folders[0]!);
  const dropped = await startServer(undefined, PORT_BASE + 2, folders[1]!, {
    BENCH_KEEP_NEXT_TICK: '0',
  });
  const servers = [kept, dropped].map((server) => ({
    request: { url: `http://127.0.0.1:${server.info.port}/api/config` },
    pid: server.child.pid!,
    cpuPerAnswer: [] as number[],
  }));
  const [withEntry, withoutEntry] = servers as [(typeof servers)[0], (typeof servers)[0]];
  /** One run, with the server's CPU µs per answer. */
  const run = async (request: Request, connections: number) => {
    const server = servers.find((s) => s.request === request)!;
    const before = cpuMs(server.pid);
    const figures = await load(request, connections);
    const answers = figures.rps * DURATION_S;
    server.cpuPerAnswer.push(((cpuMs(server.pid) - before) * 1000) / answers);
    return figures;
  };
  const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;
  const lines = [
    '| conn. | with entry req/s | without req/s | without / with | rounds | CPU µs per answer, with / without |',
    '| ----- | ---------------- | ------------- | -------------- | ------ | --------------------------------- |',
  ];
  try {
    for (const { request } of servers) await load(request, 10, 2);
    for (const connections of CONNECTION_COUNTS) {
      servers.forEach((server) => (server.cpuPerAnswer = []));
      const result = await compareWithBare(
        withoutEntry.request,
        withEntry.request,
        connections,
        run,
      );
      const rounds = `${percent(result.ratios[0]!)}–${percent(result.ratios.at(-1)!)}`;
      const [cpuWith, cpuWithout] = [withEntry, withoutEntry].map((s) => median(s.cpuPerAnswer));
      const cpu = `${cpuWith!.toFixed(1)} / ${cpuWithout!.toFixed(1)} (${percent(cpuWithout! / cpuWith!)})`;
      lines.push(
        `| ${connections} | ${result.bare.toFixed(0)} | ${result.app.rps.toFixed(0)} | ${percent(result.ratio)} | ${rounds} | ${cpu} |`,
      );
    }
  } finally {
    await Promise.all([kept.stop(), dropped.stop()]);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
  return (
    `\n\`/api/config\` on PGlite with and without keepNextTickShapes(): ${DURATION_S} s per run, ` +
    `${ROUNDS} rounds (with, without, with, …; the median round; CPU: the median run)\n\n` +
    `${lines.join('\n')}\n`
  );
}

if (process.env.BENCH_NEXT_TICK === 'compare') {
  process.stdout.write(await compareNextTick());
} else {
  const rows = await measure(undefined, PORT_BASE + 1);
  if (process.env.DATABASE_URL) {
    rows.push(...(await measure(await freshPostgres(process.env.DATABASE_URL), PORT_BASE + 2)));
  }
  process.stdout.write(
    `\nAPI benchmark: 10,000 patients, ${DURATION_S} s per run, against bare node:http in ${ROUNDS} A-B-A rounds (the median)\n\n` +
      formatTable(rows) +
      '\n',
  );
}
