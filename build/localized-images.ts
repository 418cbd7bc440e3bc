/**
 * Build step: the site's illustrations (public/images/**\/*.svg) in every language. Each
 * language but English gets its own copy of every illustration under `/images/{language}/`,
 * with the words drawn in it (its `<text>` elements) taken from
 * src/client/locales/{language}/images.po; pages ask for the copy through `imageIn`
 * (src/client/lib/localized-image.ts). A word with no translation fails the build. The dev
 * server answers the same paths from the same rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/shared/languages';

const IMAGES_DIR = 'public/images';
const TEXT_ELEMENT = /(<text\b[^>]*>)([^<]*)(<\/text>)/g;
const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (entity) => {
    const found = Object.entries(XML_ESCAPES).find(([, escaped]) => escaped === entity);
    return found ? found[0] : entity;
  });
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);

/** Every illustration, as its path under public/images (`hero/slide-1.svg`). */
export function illustrationFiles(): string[] {
  return readdirSync(IMAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.split('\\').join('/'))
    .sort();
}

export const readIllustration = (file: string) => readFileSync(join(IMAGES_DIR, file), 'utf8');

/** The words an illustration draws, as written in English. */
export function illustrationTexts(svg: string): string[] {
  return [...svg.matchAll(TEXT_ELEMENT)].map(([, , text]) => unescapeXml(text ?? ''));
}

/** English text → its translation, from the language's images.po. */
export async function imageTranslations(language: Language): Promise<Map<string, string>> {
  const file = `src/client/locales/${language}/images.po`;
  const catalog = await formatter({ lineNumbers: false }).parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: DEFAULT_LANGUAGE,
    filename: file,
  });
  const entries = Object.values(catalog ?? {}).flatMap(({ message, translation }) =>
    message && translation ? [[message, translation] as const] : [],
  );
  return new Map(entries);
}

/** The illustration with its words translated; throws naming a word with no translation. */
export function localizeIllustration(
  svg: string,
  translations: Map<string, string>,
  where: string,
): string {
  return svg.replace(TEXT_ELEMENT, (_, open: string, text: string, close: string) => {
    const english = unescapeXml(text);
    const translated = translations.get(english);
    if (translated === undefined) throw new Error(`${where}: no translation of "${english}"`);
    return `${open}${escapeXml(translated)}${close}`;
  });
}

export function localizedImages(): Plugin {
  return {
    name: 'tapalign-localized-images',
    async generateBundle() {
      const files = illustrationFiles();
      for (const language of TRANSLATED_LANGUAGES) {
        const translations = await imageTranslations(language);
        for (const file of files) {
          const source = localizeIllustration(readIllustration(file), translations, file);
          this.emitFile({ type: 'asset', fileName: `images/${language}/${file}`, source });
        }
      }
    },
    configureServer(server) {
      const path = new RegExp(`^/images/(${TRANSLATED_LANGUAGES.join('|')})/([\\w/.-]+\\.svg)$`);
      server.middlewares.use((request, response, next) => {
        const match = path.exec(request.url?.split('?')[0] ?? '');
        if (!match || match[2]?.includes('..')) return next();
        const [, language, file] = match as unknown as [string, Language, string];
        imageTranslations(language)
          .then((translations) => {
            const svg = localizeIllustration(readIllustration(file), translations, file);
            response.setHeader('Content-Type', 'image/svg+xml');
            response.end(svg);
          })
          .catch(next);
      });
    },
  };
}
