/**
 * Starts the real server (built client, fresh PGlite data directory, demo content) for the
 * browser tests, with its output in a log file the tests read WhatsApp codes from.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import { DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/constants';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_CLIENT_DIR,
  E2E_LIVECHAT_SRC,
  E2E_PORT,
  E2E_SERVER_LOG,
  E2E_TMP,
} from './config';

async function isAnswering(): Promise<boolean> {
  try {
    return (await fetch(`${E2E_BASE_URL}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function waitForHealth(deadline: number, server: ChildProcess): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The e2e server exited with ${server.exitCode}; see ${E2E_SERVER_LOG}`);
    }
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server did not start; see ${E2E_SERVER_LOG}`);
}

export default async function globalSetup() {
  // Another server on this port (say, one left from an aborted run) would answer in ours' place.
  if (await isAnswering()) {
    throw new Error(`Something already answers on ${E2E_BASE_URL}: stop it, or set E2E_PORT.`);
  }
  rmSync(E2E_TMP, { recursive: true, force: true });
  mkdirSync(E2E_TMP, { recursive: true });
  const log = openSync(E2E_SERVER_LOG, 'a');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `${E2E_TMP}/data`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_DEMO: '1',
      // The calendar the tests count in (support/fixtures.ts clinicDaysAgo, support/clinic-day.ts).
      CLINIC_TIMEZONE: DEFAULT_CLINIC_TIMEZONE,
      TRUST_PROXY: '1',
      // Date-driven specs run at pinned dates (support/pinned-clocks.ts).
      TEST_CLOCK_HEADER: '1',
      LIVECHAT_SRC: E2E_LIVECHAT_SRC,
      LOG_LEVEL: 'warn',
      CLIENT_DIR: E2E_CLIENT_DIR,
    },
    stdio: ['ignore', log, log],
  });
  const stop = async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
  try {
    // A busy machine can take a while to start PGlite and apply the migrations: two minutes
    // were not enough at a load of 24 on 2 cores. A server that exits fails at once anyway.
    await waitForHealth(Date.now() + 300_000, server);
  } catch (error) {
    await stop(); // never leave a server behind to answer the next run
    throw error;
  }
  return stop;
}
