import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { LanguageProvider } from './language-provider';
import { MANTINE_THEME } from '../theme';

/**
 * The providers every render shares, in the browser and in the build-time prerender, so the
 * prerendered HTML and the first browser render are the same tree. The theme's CSS variables
 * are in every page's head already (build/mantine-variables.ts): not computed again here.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MantineProvider {...MANTINE_THEME} withCssVariables={false}>
        {children}
      </MantineProvider>
    </LanguageProvider>
  );
}
