import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from './tests/e2e/support/config';

const BROWSER = { ...devices['Desktop Chrome'], channel: undefined };
const PUBLIC_CONTENT_WRITERS = [
  '**/admin-blog.spec.ts',
  '**/admin-jobs.spec.ts',
  '**/admin-lists.spec.ts',
  '**/admin-tablet.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
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
  projects: [
    { name: 'chromium', testIgnore: PUBLIC_CONTENT_WRITERS, use: BROWSER },
    // Public pages list blog posts and jobs newest first, so a post made by an admin test would
    // change what a visitor's test is comparing: the tests that post them run after all others.
    {
      name: 'public-content-writers',
      testMatch: PUBLIC_CONTENT_WRITERS,
      dependencies: ['chromium'],
      use: BROWSER,
    },
  ],
});
