/**
 * A post's or an opening's words in the language a reader asked for (docs/design.md §2
 * "Content"): its version in that language when it has one, else its English, and which of the
 * two it is (`lang`), so the page can mark English shown on a Hindi or Marathi page.
 */
import type { Translations } from '../../shared/api-types';
import { DEFAULT_LANGUAGE, type Language, type TranslationLanguage } from '../../shared/languages';
import type { ContentView } from '../../shared/schemas/content';

/** Every version, as the admin's forms edit them (and as a write answers). */
export const EDITING_VIEW: ContentView = { lang: DEFAULT_LANGUAGE, include: 'translations' };

export function inLanguage<Text extends object>(
  english: Text,
  translations: Translations<Text>,
  view: ContentView,
): Text & { lang: Language; translations?: Translations<Text> } {
  const version =
    view.lang === DEFAULT_LANGUAGE ? undefined : translations[view.lang as TranslationLanguage];
  const text = version
    ? { ...english, ...version, lang: view.lang }
    : { ...english, lang: DEFAULT_LANGUAGE };
  return view.include === 'translations' ? { ...text, translations } : text;
}
