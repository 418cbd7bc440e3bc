import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { LanguageProvider } from './language-provider';
import { readableColors, theme } from '../theme';

/**
 * The providers every render shares, in the browser and in the build-time prerender, so the
 * prerendered HTML and the first browser render are the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <LanguageProvider>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readableColors}>
        {children}
      </MantineProvider>
    </LanguageProvider>
  );
}
