/**
 * A visitor's change of language: kept in the `tapalign-lang` cookie (so every page after, the
 * prerendered ones included, arrives in it), the messages of the new language loaded, and
 * `<html lang>` set, without reloading the page.
 */
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../shared/languages';
import { activateLanguage } from './i18n';

export async function chooseLanguage(language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  await activateLanguage(language);
  document.documentElement.lang = language;
}
