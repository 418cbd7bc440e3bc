/**
 * Mantine's theme as CSS variables (`--mantine-color-…`, the readable colours of
 * `src/client/theme.ts`), computed once by the build and written into the head of the page
 * template, so every page (prerendered, server-rendered, the shells) has them before its first
 * paint. The browser's MantineProvider then does not compute them again as it hydrates
 * (`withCssVariables={false}`, `src/client/components/app-providers.tsx`): 2 ms in Node, tens on
 * a budget phone, inside the page's longest task.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import type { Plugin } from 'vite';
import { MANTINE_THEME } from '../src/client/theme';

/** The CSS MantineProvider itself writes for the app's theme (what `withCssVariables` adds). */
function mantineVariablesCss(): string {
  const provider = createElement(MantineProvider, { ...MANTINE_THEME, withGlobalClasses: false });
  const markup = renderToStaticMarkup(provider);
  const css = /<style data-mantine-styles="true">([^<]+)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error('build/mantine-variables.ts: MantineProvider wrote no CSS variables');
  return css;
}

export function mantineVariables(): Plugin {
  let css: string | undefined;
  return {
    name: 'tapalign:mantine-variables',
    transformIndexHtml: () => [
      {
        tag: 'style',
        attrs: { 'data-mantine-styles': 'variables' },
        children: (css ??= mantineVariablesCss()),
        // After the stylesheets: Mantine's own defaults (the unreadable error red among them)
        // are in one of them, with the same selectors.
        injectTo: 'head',
      },
    ],
  };
}
