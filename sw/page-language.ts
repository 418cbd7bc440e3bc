/**
 * The language of the pages the worker answers from its cache. The server reads it from the
 * `tapalign-lang` cookie, which a worker cannot read everywhere: each page tells the worker its
 * language instead (`SW_MESSAGE.language`), and the worker keeps the last one in its own cache
 * so it outlives the worker's restarts.
 */
import { isLanguage, type Language } from '../src/shared/languages';

const SETTINGS_CACHE = 'tapalign-settings';
const LANGUAGE_KEY = '/__language';

let known: Language | undefined;

export async function rememberLanguage(language: unknown): Promise<void> {
  if (!isLanguage(language) || language === known) return;
  known = language;
  const cache = await caches.open(SETTINGS_CACHE);
  await cache.put(LANGUAGE_KEY, new Response(language));
}

/** The language last told, or undefined before any page has told it. */
export async function pageLanguage(): Promise<Language | undefined> {
  if (known) return known;
  const stored = await (await caches.open(SETTINGS_CACHE)).match(LANGUAGE_KEY);
  const language = stored ? await stored.text() : undefined;
  if (isLanguage(language)) known = language;
  return known;
}
