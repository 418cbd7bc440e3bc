/**
 * Why the visitor is on the sign-in page after leaving a session: they signed out, or the
 * server refused their stored token. Kept in sessionStorage across the page load; the sign-in
 * page's script tag takes it before the page has painted (`showSignInNotice`, boot.ts), and the
 * page's styles show that one of the notices it always holds (sign-in-notice-alert.tsx). So the
 * form never moves down under a visitor's tap as the site takes over.
 */

export const SIGN_IN_NOTICE_KINDS = ['signed-out', 'expired', 'add-passkey'] as const;

export type SignInNotice = (typeof SIGN_IN_NOTICE_KINDS)[number];

export const SIGN_IN_NOTICE_STORAGE_KEY = 'signInNotice';

export function setSignInNotice(notice: SignInNotice): void {
  try {
    sessionStorage.setItem(SIGN_IN_NOTICE_STORAGE_KEY, notice);
  } catch {
    // Storage blocked: the page simply shows no notice.
  }
}

/**
 * Marks the page with the notice waiting, if any (`<html data-sign-in-notice>`), and forgets
 * it: it does not greet the visitor on a later visit.
 */
export function showSignInNotice(): void {
  try {
    const notice = sessionStorage.getItem(SIGN_IN_NOTICE_STORAGE_KEY);
    sessionStorage.removeItem(SIGN_IN_NOTICE_STORAGE_KEY);
    if (SIGN_IN_NOTICE_KINDS.some((kind) => kind === notice)) {
      document.documentElement.dataset.signInNotice = notice!;
    }
  } catch {
    // Storage blocked: nothing was stored.
  }
}
