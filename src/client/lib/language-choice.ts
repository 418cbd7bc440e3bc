/**
 * A visitor's change of language: kept in the `tapalign-lang` cookie (so every page after, the
 * prerendered ones included, arrives in it), the messages of the new language loaded, and
 * `<html lang>` set, without reloading the page. A signed-in patient's choice is kept on their
 * account too (`PATCH /api/users/me`), so their reminders and codes come in it; after signing
 * in, a patient whose account has a language and whose browser has no choice gets it.
 */
import type { CurrentUser } from '../../shared/api-types';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type Language,
} from '../../shared/languages';
import { apiRequest } from './api-client';
import { activateLanguage } from './i18n';
import { getToken } from './session';

/** The language this browser was set to (the cookie), if any. */
export function cookieLanguage(): Language | null {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie);
  return match && isLanguage(match[1]) ? match[1] : null;
}

async function showLanguage(language: Language): Promise<void> {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  await activateLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Keeps the language on the signed-in patient's account. Best effort: the page has changed
 * already, and staff accounts (whose panel stays English) have none, so a refusal is ignored.
 */
async function saveOnAccount(language: Language): Promise<void> {
  if (!getToken()) return;
  try {
    await apiRequest<{ user: CurrentUser }>('/users/me', { method: 'PATCH', body: { language } });
  } catch {
    // Offline, signed out meanwhile, or not a patient: the cookie keeps the choice.
  }
}

/**
 * `signedInAs` is the signed-in account's role where the page knows it: staff accounts keep no
 * language (their panel stays English), so their choice stays in this browser.
 */
export async function chooseLanguage(
  language: Language,
  signedInAs?: CurrentUser['role'],
): Promise<void> {
  await showLanguage(language);
  if (signedInAs === undefined || signedInAs === 'patient') await saveOnAccount(language);
}

/**
 * After a sign-in: the browser without a choice takes the patient's account language; an
 * account without one takes the browser's choice.
 */
export async function adoptAccountLanguage(user: CurrentUser): Promise<void> {
  if (user.role !== 'patient') return;
  const chosen = cookieLanguage();
  if (!chosen && user.language) await showLanguage(user.language);
  else if (chosen && !user.language) await saveOnAccount(chosen);
}
