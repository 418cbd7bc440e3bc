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

/** The index of the `}` that closes the `{` at `open`. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * What a translation must keep, in any order: the arguments (`{name}`, `{0}`, the `count` of
 * `{count, plural, one {# day} other {# days}}`, and the arguments inside its branches) and the
 * tags (`<0>…</0>`). A branch's own words and `#` are the translator's.
 */
function placeholdersOf(message: string): string[] {
  const found = new Set(message.match(/<\/?\d+\/?>/g) ?? []);
  const arguments_ = (text: string) => {
    for (let open = text.indexOf('{'); open >= 0; open = text.indexOf('{', open + 1)) {
      const close = closingBrace(text, open);
      const [name = '', kind = '', ...rest] = text.slice(open + 1, close).split(',');
      found.add(`{${name.trim()}}`);
      if (['plural', 'select', 'selectordinal'].includes(kind.trim())) branches(rest.join(','));
      open = close;
    }
  };
  const branches = (body: string) => {
    for (let open = body.indexOf('{'); open >= 0; open = body.indexOf('{', open + 1)) {
      const close = closingBrace(body, open);
      arguments_(body.slice(open + 1, close));
      open = close;
    }
  };
  arguments_(message);
  return [...found].sort();
}

describe.each(catalogs.map((catalog) => [catalog.path, catalog] as const))(
  'catalog %s',
  (_, catalog) => {
    // Collecting parses every source file of the catalog through Babel: seconds on a busy machine.
    it(
      'holds every message the code uses, and none it no longer does',
      { timeout: 120_000 },
      async () => {
        const used = Object.keys((await catalog.collect()) ?? {}).sort();
        const stored = await catalog.readAll();
        for (const language of LANGUAGES) {
          const ids = Object.entries(stored[language] ?? {})
            .filter(([, message]) => !message.obsolete)
            .map(([id]) => id)
            .sort();
          expect(ids, `${language}: run npm run i18n:extract`).toEqual(used);
        }
      },
    );

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

describe.each(translatedLanguages)('%s across catalogs', (language) => {
  // The client's catalogs load into one Lingui instance, where the one loaded last wins (the
  // server's and src/shared's have instances of their own: src/shared/messages.ts).
  it('translates a message the same in every client catalog', async () => {
    const translations = new Map<string, Set<string>>();
    for (const catalog of catalogs.filter((c) => c.path.includes('/src/client/'))) {
      for (const [id, entry] of Object.entries(await catalog.read(language))) {
        if (entry.obsolete || !entry.translation) continue;
        const source = entry.message ?? id;
        translations.set(source, (translations.get(source) ?? new Set()).add(entry.translation));
      }
    }
    const differing = [...translations]
      .filter(([, set]) => set.size > 1)
      .map(([source, set]) => `${source} → ${[...set].join(' | ')}`);
    expect(differing).toEqual([]);
  });
});
