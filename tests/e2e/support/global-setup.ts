/**
 * Starts the real server (built client, fresh PGlite data directory, demo content) for the
 * browser tests, with its output in a log file the tests read WhatsApp codes from.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_LIVECHAT_SRC,
  E2E_PORT,
  E2E_SERVER_LOG,
  E2E_TMP,
} from './config';

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
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
      TRUST_PROXY: '1',
      LIVECHAT_SRC: E2E_LIVECHAT_SRC,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
    stdio: ['ignore', log, log],
  });
  await waitForHealth(Date.now() + 60_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  };
}
