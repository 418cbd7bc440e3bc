/**
 * A new deployment: the app installed from build v1 learns of build v2, says "A new version of
 * TapAlign is ready", and "Reload" brings v2 in. The spec runs its own server on a free port
 * (one origin for both versions), serving the suite's build first and then a second build made
 * here, so no other test ever sees the switch.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { E2E_TMP } from './support/config';
import { freePort, startOwnServer, stopOwnServer } from './support/own-server';
import { waitForServiceWorker } from './pwa-helpers';

test.use({ serviceWorkers: 'allow' });
test.setTimeout(300_000);

const DIR = `${E2E_TMP}/update`;
const V2_CLIENT = `${DIR}/client-v2`;
const V2_BUILD_ID = `v2-${Date.now()}`;

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
  const dataDir = `${DIR}/data`;
  let server = await startOwnServer({ port, dataDir });
  try {
    await page.goto(`${server.origin}/about`);
    await waitForServiceWorker(page);
    const v1 = await page.locator('html').getAttribute('data-build');
    expect(v1).not.toBe(V2_BUILD_ID);
    await expect(page.getByText('A new version of TapAlign is ready')).toHaveCount(0);

    await stopOwnServer(server);
    server = await startOwnServer({ port, dataDir, clientDir: V2_CLIENT });
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
    await stopOwnServer(server);
  }
});
