// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';

/** Import patterns a layer may not use: keeps client, server and shared apart (STYLE.md). */
const forbid = (/** @type {string[]} */ groups, /** @type {string} */ message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }],
});

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
      ...forbid(['**/server', '**/server/**', '**/sw/**'], 'The client never imports the server.'),
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: forbid(
      ['**/client', '**/client/**', '**/sw/**', 'react', 'react-dom'],
      'The server never imports the client.',
    ),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: forbid(
      [
        '**/client/**',
        '**/server/**',
        'react',
        'react-*',
        'hono',
        'hono/*',
        'drizzle-orm',
        'drizzle-orm/*',
        '@mantine/*',
      ],
      'shared imports only valibot and dayjs.',
    ),
  },
);
