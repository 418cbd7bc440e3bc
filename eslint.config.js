// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

/**
 * The boundaries between folders (docs/architecture.md "Layers"), one zone per rule
 * (eslint/boundaries.js says how zones read).
 */
const BOUNDARY_ZONES = [
  {
    from: 'src/server',
    forbid: ['src/client', 'sw'],
    forbidPackages: ['react', 'react-dom', '@mantine/*', '@tanstack/*'],
    message: 'The server never imports the client or the service worker.',
  },
  {
    from: 'src/client',
    forbid: ['src/server', 'sw'],
    forbidPackages: ['hono', 'drizzle-orm', 'pg', '@electric-sql/*', '@hono/*'],
    message: 'The client never imports the server.',
  },
  {
    from: 'src/server/services',
    forbid: ['src/server/routes'],
    message:
      'A service never imports a route module or a store: what they share lives in services.',
  },
  {
    from: 'src/server/routes/*',
    forbid: ['src/server/routes/*/*.store'],
    message: "A resource reaches another resource's data through a service, never its store.",
  },
  {
    from: 'sw',
    onlyFolders: ['sw', 'src/shared'],
    message: 'The service worker imports only itself and shared.',
  },
  {
    from: 'src/shared',
    onlyFolders: ['src/shared'],
    // @lingui/core: the messages of the server and shared (src/shared/messages.ts).
    onlyPackages: ['valibot', 'dayjs', '@lingui/core'],
    message: 'shared imports only valibot, dayjs, @lingui/core and shared.',
  },
  {
    from: 'src/client/components',
    forbid: ['src/client/features'],
    message: 'Components are below features: they never import one.',
  },
  {
    from: 'src/client/features/*',
    forbid: ['src/client/features/*'],
    message: 'A feature does not import another feature: a route composes them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/client/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'tests/.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty-pattern': 'off',
      'no-restricted-syntax': [
        'error',
        {
          // Playwright takes the returned promise as truthy and stops waiting at once.
          selector:
            "CallExpression[callee.property.name='waitForFunction'] > :matches(ArrowFunctionExpression, FunctionExpression)[async=true]",
          message: 'waitForFunction does not await an async predicate: use expect.poll.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/imports': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
);
