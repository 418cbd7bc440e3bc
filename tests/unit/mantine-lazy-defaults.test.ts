/**
 * Mantine's default CSS variables computed at their first use rather than as its core module is
 * evaluated (build/mantine-lazy-defaults.ts), with the same answers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyDefaults } from '../../build/mantine-lazy-defaults';

const MODULE = join(
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables',
  'remove-default-variables.mjs',
);

/** The module's code run with stand-ins for its imports; counts the resolver's calls. */
function load(code: string) {
  let calls = 0;
  const resolver = () => {
    calls++;
    return { variables: { '--a': '1' }, light: { '--b': '2' }, dark: {} };
  };
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^"use client";$/m, '')
    .replace(/^export \{ removeDefaultVariables \};$/m, 'return removeDefaultVariables;');
  const make = new Function('keys', 'DEFAULT_THEME', 'defaultCssVariablesResolver', body) as (
    ...args: unknown[]
  ) => (input: object) => object;
  const remove = make(Object.keys, {}, resolver);
  return { remove, calls: () => calls };
}

describe("Mantine's default CSS variables", () => {
  const original = readFileSync(MODULE, 'utf8');

  it('are computed at their first use, once, not as the module is evaluated', () => {
    const lazy = load(lazyDefaults(original));
    expect(lazy.calls()).toBe(0);
    const input = { variables: { '--a': '1', '--c': '3' }, light: { '--b': '9' }, dark: {} };
    expect(lazy.remove(input)).toEqual(load(original).remove(input));
    lazy.remove(input);
    expect(lazy.calls()).toBe(1);
  });

  it('stop the build when Mantine changes the module', () => {
    expect(() => lazyDefaults('export {};')).toThrow(/has changed/);
  });
});
