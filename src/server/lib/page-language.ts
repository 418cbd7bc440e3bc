/**
 * The language a page is sent in: `?lang=` (which also keeps the choice in the cookie), the
 * `tapalign-lang` cookie, then the browser's `Accept-Language`. The answer varies on both
 * headers, so no shared cache hands one visitor's language to another.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../context';
import type { SessionUser } from '../services/sessions';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_QUERY,
  type Language,
} from '../../shared/languages';

export function pageLanguage(c: Context): Language {
  const query = c.req.query(LANGUAGE_QUERY);
  const language = chooseLanguage({
    query,
    cookie: getCookie(c, LANGUAGE_COOKIE),
    acceptLanguage: c.req.header('accept-language'),
  });
  if (isLanguage(query)) {
    // Read by the page's own script too (the switcher sets it there): not httpOnly.
    setCookie(c, LANGUAGE_COOKIE, query, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'Lax',
      secure: true,
    });
  }
  c.header('Vary', 'Cookie, Accept-Language', { append: true });
  return language;
}

/**
 * The language the API answers a request in (its messages: errors, validation): a signed-in
 * patient's or guardian's own (`users.language`), else the page's choice (the cookie, then
 * `Accept-Language`). Staff read the admin panel, which stays English.
 */
export function apiLanguage(c: Context): Language {
  const user = (c as Context<AppEnv>).get('user') as SessionUser | undefined;
  if (user?.role === 'admin') return DEFAULT_LANGUAGE;
  if (user?.language) return user.language;
  return chooseLanguage({
    cookie: getCookie(c, LANGUAGE_COOKIE),
    acceptLanguage: c.req.header('accept-language'),
  });
}
