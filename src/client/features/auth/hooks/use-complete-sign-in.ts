/**
 * What every successful sign-in does (docs/product-spec.md §4 "Login state"): store the token and
 * go where the visitor was headed, in a page load — nothing the signed-out page held follows.
 */
import type { AuthResponse } from '../../../../shared/api-types';
import { useSiteNavigate } from '../../../components/site/site-link';
import { adoptAccountLanguage } from '../../../lib/language-choice';
import { setToken } from '../../../lib/session';
import { hideAllToasts } from '../../../lib/toast';
import { safeRedirectTarget } from '../lib/redirect-target';

export function useCompleteSignIn(redirectTo: string | undefined) {
  const navigate = useSiteNavigate();
  return async ({ authToken, user }: AuthResponse) => {
    setToken(authToken);
    // The patient's account language, when this browser has no choice of its own.
    await adoptAccountLanguage(user);
    // Nothing of the sign-in pages (a wrong code, "OTP sent!") follows onto the next page.
    hideAllToasts();
    await navigate(safeRedirectTarget(redirectTo), { replace: true });
  };
}
