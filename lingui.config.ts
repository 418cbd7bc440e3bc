import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/shared/languages';

/**
 * The message catalogs, as .po files a translator can edit (src/client/locales). The public
 * site's messages are a catalog of their own, so a public page loads only those; the rest of
 * what a patient reads is the app's. `npm run i18n:extract` adds new messages to every
 * language; the build compiles the catalogs it imports.
 */
export default defineConfig({
  sourceLocale: DEFAULT_LANGUAGE,
  locales: [...LANGUAGES],
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/client/locales/{locale}/site',
      include: [
        '<rootDir>/src/client/components/layout',
        '<rootDir>/src/client/features/marketing',
      ],
    },
  ],
});
