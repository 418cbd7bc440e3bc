/**
 * The lint zones of docs/architecture.md "Layers" (eslint.config.js): ESLint's own API lints
 * small in-memory files placed in each layer, so a boundary break is shown to fail the lint.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first lint loads the configuration and its plugins (typescript-eslint): once, up front.
beforeAll(() => eslint.calculateConfigForFile('src/shared/any.ts'), 60_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'boundaries/imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/shared/leak.ts', "import { useState } from 'react';", 'shared imports only'],
    ['src/shared/leak.ts', "import { readFileSync } from 'node:fs';", 'shared imports only'],
    ['src/shared/leak.ts', "import { Hono } from 'hono';", 'shared imports only'],
    ['src/shared/leak.ts', "import { x } from '../client/lib/x';", 'shared imports only'],
    ['src/server/leak.ts', "import { x } from '../client/lib/x';", 'server never imports'],
    ['src/server/routes/leak.ts', "import { x } from '../../../sw/sw';", 'server never imports'],
    ['src/server/leak.ts', "import { Button } from '@mantine/core';", 'server never imports'],
    ['src/client/lib/leak.ts', "import { x } from '../../server/app';", 'client never imports'],
    [
      'src/client/lib/leak.ts',
      "import type { Db } from '../../server/db/database';",
      'client never',
    ],
    ['src/client/lib/leak.ts', "import { drizzle } from 'drizzle-orm/pglite';", 'client never'],
    ['sw/leak.ts', "import { x } from '../src/client/lib/x';", 'service worker imports only'],
    ['src/client/components/leak.tsx', "import { x } from '../features/auth';", 'Components are'],
    [
      'src/client/features/blog/leak.ts',
      "import { x } from '../careers/api';",
      'A feature does not',
    ],
    ['src/client/features/blog/a/leak.ts', "export * from '../../auth';", 'A feature does not'],
    ['src/client/features/blog/leak.ts', "const m = import('../auth');", 'A feature does not'],
    [
      'src/server/services/leak.ts',
      "import { x } from '../routes/moderators/moderators.store';",
      'A service never imports',
    ],
    [
      'src/server/services/leak.ts',
      "import { x } from '../routes/auth/sign-in';",
      'A service never imports',
    ],
    ['src/server/services/leak.ts', "export * from '../routes';", 'A service never imports'],
    [
      'src/server/routes/issues/leak.ts',
      "import { x } from '../moderators/moderators.store';",
      'A resource reaches another',
    ],
    [
      'src/server/routes/auth/leak.ts',
      "import { x } from '../../routes/patients/patients.store';",
      'A resource reaches another',
    ],
  ])('%s: %s fails', async (filePath, code, message) => {
    const errors = await boundaryErrors(filePath, `${code}\nexport {};\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['src/shared/fine.ts', "import * as v from 'valibot';\nimport dayjs from 'dayjs';"],
    ['src/shared/schemas/fine.ts', "import { PHONE } from '../phone';"],
    ['src/server/fine.ts', "import { PHONE } from '../shared/phone';"],
    ['src/client/lib/fine.ts', "import { PHONE } from '../../shared/phone';"],
    ['sw/fine.ts', "import { SW_MESSAGE } from '../src/shared/constants';"],
    ['src/client/features/blog/a/fine.ts', "import { x } from '../b/x';"],
    ['src/client/features/blog/fine.ts', "import { Shell } from '../../components/layout/x';"],
    [
      'src/client/routes/fine.tsx',
      "import { x } from '../features/blog';\nimport { y } from '../features/auth';",
    ],
    [
      'src/server/services/fine.ts',
      "import { x } from '../db/schema';\nimport { y } from './otp';",
    ],
    ['src/server/routes/jobs/fine.ts', "import { x } from './jobs.store';"],
    ['src/server/routes/jobs/fine.ts', "import { x } from '../../services/moderator-numbers';"],
    ['src/server/routes/users/fine.ts', "import { x } from '../patients/patients.routes';"],
    ['src/server/routes/account/fine.ts', "import { x } from '../auth/sign-in';"],
  ])('%s: %s passes', async (filePath, code) => {
    expect(await boundaryErrors(filePath, `${code}\nexport {};\n`)).toEqual([]);
  });
});
