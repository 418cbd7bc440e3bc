/**
 * Why the visitor is on the sign-in page after leaving a session: they signed out, or the
 * server refused their stored token. Kept in sessionStorage across the redirect and shown
 * once by the sign-in page.
 */
import { msg } from '@lingui/core/macro';

const STORAGE_KEY = 'signInNotice';

/** Each notice's words, read with `i18n._` in the page's language. */
export const SIGN_IN_NOTICES = {
  'signed-out': msg`You have been signed out`,
  expired: msg`Your session has ended — please sign in again`,
  'add-passkey': msg`Sign in again to add a passkey`,
} as const;

export type SignInNotice = keyof typeof SIGN_IN_NOTICES;

export function setSignInNotice(notice: SignInNotice): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, notice);
  } catch {
    // Storage blocked: the page simply shows no notice.
  }
}

/** The notice waiting to be shown, if any. */
export function peekSignInNotice(): SignInNotice | null {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    return value && value in SIGN_IN_NOTICES ? (value as SignInNotice) : null;
  } catch {
    return null;
  }
}

/** Once shown, a notice is gone: it does not greet the visitor on a later visit. */
export function clearSignInNotice(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
