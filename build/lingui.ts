/**
 * Lingui in the build: its macros (`t`, `msg`, `<Trans>`) become catalog lookups, run through
 * Babel only in the files that import them, and `.po` catalogs import as compiled messages.
 * The client build, the prerender and the unit tests use the same plugins.
 */
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import type { PluginOption } from 'vite';

const linguiMacroPreset = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

export function linguiPlugins(): PluginOption[] {
  return [babel({ presets: [linguiMacroPreset] }), lingui()];
}
