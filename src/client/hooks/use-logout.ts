import { useState } from 'react';
import { useSiteNavigate } from '../components/site/site-link';
import { signOut } from '../lib/sign-out';

interface LogoutOptions {
  /**
   * `/login` (a patient's menus): the sign-in page then says "You have been signed out".
   * `/` (the admin sidebar): the home page.
   */
  to: '/login' | '/';
}

/**
 * The one sign-out, in the app and on the site (which has no query client):
 * removes the token first, cleans up, then opens `to`, a page of the site. That is a page load,
 * so it waits for the clean-up (the server's revoking of the token included), which a page load
 * would cut short; meanwhile the guards leave the page alone (`isSigningOut`).
 */
export function useLogout({ to }: LogoutOptions) {
  const navigate = useSiteNavigate();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async () => {
    setPending(true);
    await signOut(to === '/login' ? 'signed-out' : undefined);
    await navigate(to, to === '/' ? { replace: true } : undefined);
  };
  return { isPending, mutateAsync, mutate: () => void mutateAsync() };
}
