/**
 * The illustrations in every language (build/localized-images.ts): each word drawn in an
 * illustration has a translation in each language's images.po, the copies carry it, and
 * `imageIn` points a page at the copy of its language.
 */
import { describe, expect, it } from 'vitest';
import {
  illustrationFiles,
  illustrationTexts,
  imageTranslations,
  localizeIllustration,
  readIllustration,
  TRANSLATED_LANGUAGES,
} from '../../build/localized-images';
import { imageIn } from '../../src/client/lib/localized-image';

const files = illustrationFiles();
const drawnWords = new Set(files.flatMap((file) => illustrationTexts(readIllustration(file))));

describe.each(TRANSLATED_LANGUAGES)('illustrations in %s', (language) => {
  it('translates every word drawn in an illustration, and nothing else', async () => {
    const translations = await imageTranslations(language);
    const missing = [...drawnWords].filter((word) => !translations.has(word));
    expect(missing).toEqual([]);
    const unused = [...translations.keys()].filter((word) => !drawnWords.has(word));
    expect(unused).toEqual([]);
  });

  it('writes each illustration with its words in the language, the drawing unchanged', async () => {
    const translations = await imageTranslations(language);
    const hero = readIllustration('hero/slide-1.svg');
    const localized = localizeIllustration(hero, translations, 'hero/slide-1.svg');
    expect(illustrationTexts(localized)).toEqual(
      illustrationTexts(hero).map((word) => translations.get(word)),
    );
    expect(localized.replace(/<text\b[^>]*>[^<]*<\/text>/g, '')).toBe(
      hero.replace(/<text\b[^>]*>[^<]*<\/text>/g, ''),
    );
    expect(illustrationTexts(localized)).toContain(language === 'hi' ? 'नमस्ते, आशा' : 'नमस्कार, आशा');
  });
});

describe('an illustration a word is missing from', () => {
  it('fails the build naming the illustration and the word', () => {
    const svg = '<svg><text x="1">Hello &amp; welcome</text></svg>';
    expect(() => localizeIllustration(svg, new Map(), 'test.svg')).toThrow(
      'test.svg: no translation of "Hello & welcome"',
    );
    expect(localizeIllustration(svg, new Map([['Hello & welcome', 'नमस्ते & स्वागत']]), 'x')).toBe(
      '<svg><text x="1">नमस्ते &amp; स्वागत</text></svg>',
    );
  });
});

describe('imageIn', () => {
  it("points at the illustration's copy in the page's language", () => {
    expect(imageIn('/images/hero/slide-1.svg', 'mr')).toBe('/images/mr/hero/slide-1.svg');
    expect(imageIn('/images/hero/slide-1.svg', 'hi')).toBe('/images/hi/hero/slide-1.svg');
    expect(imageIn('/images/hero/slide-1.svg', 'en')).toBe('/images/hero/slide-1.svg');
    expect(imageIn('/api/files/abc', 'hi')).toBe('/api/files/abc');
    expect(imageIn('/images/hero/slide-1.svg', 'fr')).toBe('/images/hero/slide-1.svg');
  });
});
