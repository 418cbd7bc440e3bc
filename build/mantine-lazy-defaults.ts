/**
 * Mantine computes its default theme's CSS variables as its core module is evaluated, for the one
 * use that compares a theme's variables with them (its MantineCssVariables, which the app does not
 * render: the build writes them into the page, `build/mantine-variables.ts`). Some 3 ms of every
 * page's start unthrottled, in the task that evaluates the site's or the app's files
 * (docs/benchmarks.md, "Lighthouse"): computed at that first use instead. A Mantine whose module
 * reads otherwise stops the build, rather than quietly keeping the cost.
 */
import type { Plugin } from 'vite';

const MODULE = '/MantineCssVariables/remove-default-variables.mjs';
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const LAZY =
  'let defaultCssVariablesOnce;\n' +
  'const defaultCssVariables = () => (defaultCssVariablesOnce ??= defaultCssVariablesResolver(DEFAULT_THEME));';

/** The module with its defaults computed at their first use. */
export function lazyDefaults(code: string): string {
  if (!code.includes(EAGER))
    throw new Error(`build/mantine-lazy-defaults.ts: Mantine's ${MODULE} has changed`);
  return code.replace(EAGER, LAZY).replaceAll('defaultCssVariables.', 'defaultCssVariables().');
}

export function mantineLazyDefaults(): Plugin {
  return {
    name: 'tapalign:mantine-lazy-defaults',
    transform(code, id) {
      if (!id.endsWith(MODULE)) return undefined;
      return { code: lazyDefaults(code), map: null };
    },
  };
}
