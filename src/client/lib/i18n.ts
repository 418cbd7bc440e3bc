/**
 * The language the page is read in, and its messages. The server decides the language before
 * the page is sent (`<html lang>`: the `tapalign-lang` cookie, `?lang=`, then the browser's
 * preference); the app loads that language's catalog before its first render, so a
 * prerendered page hydrates in the language it arrived in. Only the active language's
 * catalog is ever fetched.
 */
import { i18n, type Messages } from '@lingui/core';
import { SW_MESSAGE } from '../../shared/constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';

type CatalogModule = { messages: Messages };

/** The public site's messages (header, footer, marketing pages), per language. */
const SITE_CATALOGS: Record<Language, () => Promise<CatalogModule>> = {
  en: () => import('../locales/en/site.po'),
  hi: () => import('../locales/hi/site.po'),
  mr: () => import('../locales/mr/site.po'),
};

/** The language the server sent this page in. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Loads `language`'s messages and makes it the one every component renders in. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await SITE_CATALOGS[language]();
  i18n.loadAndActivate({ locale: language, messages });
  tellServiceWorker(language);
}

/**
 * The service worker answers pages from its cache: in the language this page is in. A worker
 * that takes control of the page later (the first visit's) is told then.
 */
function tellServiceWorker(language: Language) {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) return;
  const tell = () => workers.controller?.postMessage({ type: SW_MESSAGE.language, language });
  tell();
  workers.oncontrollerchange = tell;
}

export { i18n };
