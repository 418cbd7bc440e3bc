/**
 * The language to ask the API for a post's or an opening's words in: the page's (docs/design.md
 * §2 "Content"). It is part of their query keys, so each language is cached apart, by the
 * service worker too (the address carries it).
 */
import { useLingui } from '@lingui/react';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';
import { i18n } from './i18n';

export const contentLanguage = (locale: string = i18n.locale): Language =>
  isLanguage(locale) ? locale : DEFAULT_LANGUAGE;

/** The page's language, re-rendering on a change of it. */
export function useContentLanguage(): Language {
  return contentLanguage(useLingui().i18n.locale);
}

/**
 * The `lang` to put on a record's words when they are not in the page's language (a post
 * without a Hindi version, shown in English on a Hindi page); undefined when they are.
 */
export function useForeignTextLang(textLang: Language): Language | undefined {
  const pageLang = useContentLanguage();
  return textLang === pageLang ? undefined : textLang;
}
