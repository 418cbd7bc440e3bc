/**
 * The language the page is read in, and its messages. The server decides the language before
 * the page is sent (`<html lang>`: the `tapalign-lang` cookie, `?lang=`, then the browser's
 * preference); the app loads that language's catalog before its first render, so a
 * prerendered page hydrates in the language it arrived in. Only the active language's
 * catalog is ever fetched.
 */
import { i18n, type Messages } from '@lingui/core';
import { SW_MESSAGE } from '../../shared/constants';
import { dateLocale, DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';

type CatalogModule = { messages: Messages };

/**
 * The catalogs, one per part of the product (lingui.config.ts). A page loads the ones it
 * shows: the site island its own page's (the chrome's `site` always), the app `APP_CATALOGS`.
 */
export const CATALOGS = [
  'site',
  'home',
  'home-sections',
  'about',
  'privacy',
  'public',
  'auth',
  'dashboard',
  'wear',
  'app',
] as const;
export type CatalogName = (typeof CATALOGS)[number];

/**
 * The app's catalogs (the dashboard, passkeys, the admin panel): the public site's pages are the
 * site bundle's, a page load away, so the home page's, the about page's and the privacy
 * notice's messages never load here.
 */
export const APP_CATALOGS = [
  'site',
  'public',
  'auth',
  'dashboard',
  'wear',
  'app',
] as const satisfies readonly CatalogName[];

// images.po holds the illustrations' words, which the build draws into their copies
// (build/localized-images.ts): no page loads it.
const CATALOG_FILES = import.meta.glob<CatalogModule>([
  '../locales/*/*.po',
  '!../locales/*/images.po',
]);
/** The catalogs this page has loaded: a change of language loads the same ones again. */
const loadedCatalogs = new Set<CatalogName>(['site']);

async function loadCatalog(name: CatalogName, language: Language) {
  const file = CATALOG_FILES[`../locales/${language}/${name}.po`];
  if (!file) throw new Error(`No ${language} catalog named ${name}`);
  i18n.load(language, (await file()).messages);
}

/** The language the server sent this page in. */
export function pageLanguage(): Language {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Loads more of the active language's messages, before what shows them renders. */
export async function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  const language = isLanguage(i18n.locale) ? i18n.locale : pageLanguage();
  await Promise.all(names.map((name) => loadCatalog(name, language)));
  for (const name of names) loadedCatalogs.add(name);
}

/** What must be done before the page re-renders in another language. */
const beforeLanguageChanges = new Set<() => Promise<unknown>>();

/**
 * Runs `prepare` before each change of language, which re-renders every component. A part of
 * a prerendered page that has not hydrated yet is dropped by React and drawn afresh when a
 * re-render reaches it: it hydrates first.
 */
export function beforeLanguageChange(prepare: () => Promise<unknown>): void {
  beforeLanguageChanges.add(prepare);
}

/**
 * Loads `language`'s messages (the catalogs already in use, and `more`) and makes it the one
 * every component renders in.
 */
export async function activateLanguage(
  language: Language,
  more: readonly CatalogName[] = [],
): Promise<void> {
  // First what must be ready, which may load catalogs of its own, then every catalog in use.
  await Promise.all([...beforeLanguageChanges].map((prepare) => prepare()));
  for (const name of more) loadedCatalogs.add(name);
  await Promise.all([...loadedCatalogs].map((name) => loadCatalog(name, language)));
  // Numbers in plurals (`#`) in the digits the dates use: Latin, Marathi's too.
  i18n.activate(language, [dateLocale(language)]);
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

/** A page's code loaded together with the catalogs it shows beyond the site's chrome. */
export const withCatalogs =
  <T, Args extends unknown[]>(names: readonly CatalogName[], load: (...args: Args) => Promise<T>) =>
  async (...args: Args): Promise<T> =>
    (await Promise.all([load(...args), loadCatalogs(names)]))[0];
