/**
 * The languages a visitor or patient reads TapAlign in: English (the default, and the source
 * of every message), Hindi and Marathi. The admin panel stays English.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The languages a post or an opening may have a version in beside its English one. */
export const TRANSLATION_LANGUAGES = ['hi', 'mr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** Each language in its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

/** The cookie that keeps a visitor's choice, so even prerendered pages arrive in it. */
export const LANGUAGE_COOKIE = 'tapalign-lang';
/** `?lang=hi` on any address sets the choice. */
export const LANGUAGE_QUERY = 'lang';
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * Each language's locale for dates: India's conventions and the language's month names, in
 * Latin digits in all three, the digits of the aligner numbers, counts and times beside them
 * (Intl would write Marathi in Devanagari digits).
 */
const DATE_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  mr: 'mr-IN-u-nu-latn',
};

/** The locale to format a date in for `language` (English for anything else). */
export const dateLocale = (language: unknown): string =>
  DATE_LOCALES[isLanguage(language) ? language : DEFAULT_LANGUAGE];

/**
 * The language an `Accept-Language` header prefers among ours: Hindi or Marathi only when
 * ranked above English (a browser set to Hindi, then English); English otherwise.
 */
function languageFromAcceptLanguage(header: string | null | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && isLanguage(entry.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** The page's language: `?lang=` first, then the cookie, then the browser's preference. */
export function chooseLanguage(sources: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  if (isLanguage(sources.query)) return sources.query;
  if (isLanguage(sources.cookie)) return sources.cookie;
  return languageFromAcceptLanguage(sources.acceptLanguage);
}

/**
 * A built page's file in a language: English keeps the file's own name, the others carry the
 * language before the extension (`about/index.html` → `about/index.hi.html`).
 */
export function fileInLanguage(file: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? file : file.replace(/\.html$/, `.${language}.html`);
}
