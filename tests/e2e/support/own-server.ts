/**
 * A server of a spec's own, for a test that must change what every other test relies on (the
 * deployed build, the admin's sign-in) or needs data no API writes: the real server on a free
 * port, with its own PGlite data directory, the e2e admin and no demo content.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DEFAULT_CLINIC_TIMEZONE } from '../../../src/shared/constants';
import { E2E_ADMIN, E2E_CLIENT_DIR } from './config';

export interface OwnServer {
  port: number;
  origin: string;
  process: ChildProcess;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts the server on `dataDir` (and `port`, free if not given), serving `clientDir`, and
 * resolves once `/api/health` answers. Up to 5 minutes, as the suite's own server: a loaded
 * machine can take minutes to start PGlite.
 */
export async function startOwnServer(options: {
  dataDir: string;
  clientDir?: string;
  port?: number;
  env?: Record<string, string>;
}): Promise<OwnServer> {
  const port = options.port ?? (await freePort());
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CLIENT_DIR: options.clientDir ?? E2E_CLIENT_DIR,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      CLINIC_TIMEZONE: DEFAULT_CLINIC_TIMEZONE,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && server.exitCode === null) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { port, origin: `http://localhost:${port}`, process: server };
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 250))]);
  }
  server.kill('SIGTERM');
  throw new Error(`The server on ${options.dataDir} did not start`);
}

/** Stops it and waits until it has exited (its data directory is then free). */
export async function stopOwnServer(server: OwnServer): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}
