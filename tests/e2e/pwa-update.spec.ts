/**
 * A new deployment: the app installed from build v1 learns of build v2, says "A new version of
 * TapAlign is ready", and "Reload" brings v2 in. The spec runs its own server on a free port
 * (one origin for both versions), serving the suite's build first and then a second build made
 * here, so no other test ever sees the switch.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, test } from './support/fixtures';
import { E2E_TMP } from './support/config';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(300_000);

const DIR = `${E2E_TMP}/update`;
const V2_CLIENT = `${DIR}/client-v2`;
const V2_BUILD_ID = `v2-${Date.now()}`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startServer(port: number, clientDir: string): Promise<ChildProcess> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${DIR}/data`,
      CLIENT_DIR: clientDir,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('The update test server did not start');
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

test.beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const build = spawnSync('npx', ['vite', 'build', '--outDir', V2_CLIENT, '--emptyOutDir'], {
    env: { ...process.env, TAPALIGN_BUILD_ID: V2_BUILD_ID },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
});

test('a new build shows the update prompt, and Reload brings it in', async ({ page }) => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let server = await startServer(port, 'dist/client');
  try {
    await page.goto(`${origin}/about`);
    await waitForServiceWorker(page);
    const v1 = await page.locator('html').getAttribute('data-build');
    expect(v1).not.toBe(V2_BUILD_ID);
    await expect(page.getByText('A new version of TapAlign is ready')).toHaveCount(0);

    await stopServer(server);
    server = await startServer(port, V2_CLIENT);
    // Opening the app again makes the browser look for a new worker.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-build', v1!);
    await expect(page.getByText('A new version of TapAlign is ready')).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', V2_BUILD_ID);
    await expect(page.getByText('A new version of TapAlign is ready')).toHaveCount(0);
  } finally {
    await stopServer(server);
  }
});
