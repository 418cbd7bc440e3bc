/**
 * The message catalogs (src/client/locales, lingui.config.ts): every message the code uses is
 * in them, and every one has a Hindi and a Marathi translation with the same placeholders as
 * the English. `npm run i18n:extract` adds new messages; a translator fills them in.
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/shared/languages';

const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
const translatedLanguages = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** `{name}`, `{0}` and `<0>…</0>`: what a translation must keep, in any order. */
const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{\s*([\w.]+)[^}]*\}|<\/?(\d+)\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort();

describe.each(catalogs.map((catalog) => [catalog.path, catalog] as const))(
  'catalog %s',
  (_, catalog) => {
    it('holds every message the code uses, and none it no longer does', async () => {
      const used = Object.keys((await catalog.collect()) ?? {}).sort();
      const stored = await catalog.readAll();
      for (const language of LANGUAGES) {
        const ids = Object.entries(stored[language] ?? {})
          .filter(([, message]) => !message.obsolete)
          .map(([id]) => id)
          .sort();
        expect(ids, `${language}: run npm run i18n:extract`).toEqual(used);
      }
      // Collecting runs the extractor over every file of the catalog (the server's are many).
    }, 60_000);

    it.each(translatedLanguages)(
      'translates every message into %s, keeping its placeholders',
      async (language) => {
        const messages = await catalog.read(language);
        const problems = Object.entries(messages).flatMap(([id, entry]) => {
          const source = entry.message ?? id;
          if (!entry.translation?.trim()) return [`missing: ${source}`];
          const [want, got] = [placeholdersOf(source), placeholdersOf(entry.translation)];
          return want.join() === got.join()
            ? []
            : [`placeholders differ: ${source} → ${entry.translation}`];
        });
        expect(problems).toEqual([]);
      },
    );
  },
);
