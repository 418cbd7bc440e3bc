import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { readableColors, theme } from '../theme';

/**
 * The providers every render shares, in the browser and in the build-time prerender, so the
 * prerendered HTML and the first browser render are the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readableColors}>
        {children}
      </MantineProvider>
    </I18nProvider>
  );
}
