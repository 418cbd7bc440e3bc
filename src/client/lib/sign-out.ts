/**
 * Signing out: removes the token at once (so no screen acts on it any more), then stops this
 * device's reminders, has the server revoke the token, and removes everything of the patient's
 * the browser kept — in memory, in IndexedDB and in the service worker's caches — so nothing
 * of theirs stays on the phone.
 */
import { apiRequest } from './api-client';
import { clearPatientStorage } from './patient-storage';
import { unsubscribeFromPush } from './pwa';
import { clearToken, getToken } from './session';
import { setSignInNotice, type SignInNotice } from './sign-in-notice';

let signingOut = false;
let appCache: { clear(): void } | undefined;

/** The app's query client, emptied first at sign-out (the site has none, nor loads one). */
export function clearAtSignOut(cache: { clear(): void }): void {
  appCache = cache;
}

/**
 * Whether this page is signing out: it then leaves for the site itself, once everything of the
 * patient's is gone — a page that lost its token must not leave first (a page load would cut
 * the clean-up short).
 */
export const isSigningOut = () => signingOut;

/** `notice` is what the sign-in page then says (set before the token goes, which redirects). */
export async function signOut(notice?: SignInNotice): Promise<void> {
  signingOut = true;
  const token = getToken();
  if (notice) setSignInNotice(notice);
  clearToken();
  appCache?.clear();
  if (token) {
    await unsubscribeFromPush(token).catch(() => undefined);
    await apiRequest('/users/logout', { method: 'POST', token }).catch(() => undefined);
  }
  await clearPatientStorage({ signOut: true });
}
