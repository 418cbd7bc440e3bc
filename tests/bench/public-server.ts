/**
 * For the front-end benchmarks: builds the client into its own folder (with a Vite manifest)
 * and runs the real server on it, on a free port with a throwaway data directory and the demo
 * content; the demo patient's credentials, printed once by the server, are kept for signing in.
 * BENCH_CLIENT_DIR picks the build folder; BENCH_BUILT=1 reuses the build already there.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, type Browser } from '@playwright/test';
import type { ClientConfig } from '../../src/shared/api-types';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/config';

export const BENCH_CLIENT_DIR = process.env.BENCH_CLIENT_DIR ?? 'dist/bench';

export function buildClient(): void {
  if (process.env.BENCH_BUILT === '1') return;
  console.log(`Building the client into ${BENCH_CLIENT_DIR}…`);
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', BENCH_CLIENT_DIR, '--manifest'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('vite build failed');
}

export interface Credentials {
  email: string;
  password: string;
}

export interface RunningServer {
  origin: string;
  demoPatient: Credentials;
  stop(): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tapalign-front-bench-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL; // the embedded database: nothing shared with other runs
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: BENCH_CLIENT_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let demoPatient: Credentials | undefined;
  const origin = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const demo = /^Demo patient: (\S+) \/ (\S+)/.exec(line);
      if (demo) demoPatient = { email: demo[1]!, password: demo[2]! };
      const match = /ready on (http:\/\/\S+)/.exec(line);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  if (!demoPatient) throw new Error('the server printed no demo patient');
  return {
    origin,
    demoPatient,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the patient in through the API, as the login page does; returns the session token. */
export async function signIn(origin: string, { email, password }: Credentials): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { authToken: string }).authToken;
}

/**
 * Records the patient's agreement to the current privacy notice, as its card's "I agree" does:
 * the dashboard a patient opens day after day, the notice's card having shown once.
 */
export async function agreeToPrivacyNotice(origin: string, token: string): Promise<void> {
  const config = (await (await fetch(`${origin}/api/config`)).json()) as ClientConfig;
  const response = await fetch(`${origin}/api/users/me/consent`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: config.privacyNoticeVersion }),
  });
  if (!response.ok) throw new Error(`consent failed: ${response.status} ${await response.text()}`);
}

/** The newest published post's id, from the public API. */
async function newestBlogId(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/blogs?limit=1`);
  const { blogs } = (await response.json()) as { blogs: { _id: string }[] };
  if (!blogs[0]) throw new Error('the demo content has no blog post');
  return blogs[0]._id;
}

/** A script that stores the session token where the app keeps it (run on the app's origin). */
export const storeTokenScript = (token: string) =>
  `localStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(token)})`;

/** The page's path on this server: `{id}` becomes the newest post's id. */
export async function resolvePath(path: string, origin: string): Promise<string> {
  return path.includes('{id}') ? path.replace('{id}', await newestBlogId(origin)) : path;
}

/**
 * A front-end benchmark's frame: builds the client, starts the server and Debian's Chromium, runs
 * `measure`, and stops both whatever happens; a failure ends the process with code 1.
 */
export function runFrontEndBench(
  measure: (server: RunningServer, browser: Browser) => Promise<void>,
): void {
  const run = async () => {
    buildClient();
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      await measure(server, browser);
    } finally {
      await browser.close();
      await server.stop();
    }
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
