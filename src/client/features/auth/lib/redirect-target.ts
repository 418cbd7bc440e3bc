/**
 * Where a visitor goes after signing in: the page a guard stopped them at (an NFC link such as
 * `/dashboard?aligner=7` survives the sign-in), else the dashboard. Only paths of this site are
 * followed, so `?redirect=` can never send anyone elsewhere (an open redirect).
 */
import * as v from 'valibot';
import { SIGN_IN_PATHS } from '../../../../shared/public-pages';

const DEFAULT_AFTER_SIGN_IN = '/dashboard';

export function safeRedirectTarget(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin || SIGN_IN_PATHS.includes(url.pathname)) {
      return DEFAULT_AFTER_SIGN_IN;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}

/** `?redirect=` on the sign-in pages; anything malformed is dropped rather than an error. */
export const SignInSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.string()), undefined),
});
