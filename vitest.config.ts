import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './build/lingui';

export default defineConfig({
  test: {
    // PGlite is single-threaded WASM: two workers use both cores.
    maxWorkers: 2,
    projects: [
      {
        // Client code under test uses Lingui's macros, compiled as in the build.
        plugins: [linguiPlugins()],
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
                'tests/api/whatsapp-instances.test.ts',
              ],
          environment: 'node',
          globalSetup: ['tests/support/api-global-setup.ts'],
          // As the browser tests' limit: a 5 MB upload into PGlite on a machine busy with another
          // test run beside this one has taken over a minute.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
