import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from './tests/e2e/support/config';

const BROWSER = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Upper bounds only, for a machine loaded far past its cores (at a load of 22 on 2 cores a page
  // took more than 10 s to render): no test waits them out to prove anything, so a longer bound
  // costs time only when a test fails.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'tests/.tmp/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'off',
    // Page-level request interception does not see a service worker's requests: specs that
    // test the installed app allow the worker themselves (tests/e2e/pwa-*.spec.ts).
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // One project, no dependencies and no serial groups: every test runs whatever another does,
  // in any order, so one failure never keeps others from running. Tests own their data: a
  // visitor's test compares the page with the answer the page itself received, or uses the
  // demo content no test changes (tests/e2e/support/public-content.ts).
  projects: [{ name: 'chromium', use: BROWSER }],
});
