import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite is single-threaded WASM: two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Several app instances and PostgreSQL's own connections need a PostgreSQL server;
          // backups are PGlite's.
          exclude: process.env.DATABASE_URL
            ? ['tests/api/backup.test.ts']
            : [
                'tests/api/two-instances.test.ts',
                'tests/api/reminders-processes.test.ts',
                'tests/api/postgres-connections.test.ts',
              ],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
