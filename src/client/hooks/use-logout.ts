import { useContext, useState } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useSiteNavigate } from '../components/site/site-link';
import { signOut } from '../lib/sign-out';

interface LogoutOptions {
  /**
   * `/login` (a patient's menus): once everything of theirs is gone, the sign-in page says
   * "You have been signed out". `/` (the admin sidebar): left at once, before the admin
   * area's guard could send the admin to sign in again; the clean-up finishes after.
   */
  to: '/login' | '/';
}

/**
 * The one sign-out, in the app and on the site (which has no query client on most pages):
 * removes the token first, then opens `to`, a page of the site (a page load).
 */
export function useLogout({ to }: LogoutOptions) {
  const queryClient = useContext(QueryClientContext);
  const navigate = useSiteNavigate();
  const [isPending, setPending] = useState(false);
  const mutateAsync = async () => {
    setPending(true);
    if (to === '/login') {
      await signOut(queryClient, 'signed-out');
      await navigate(to);
      return;
    }
    const signingOut = signOut(queryClient);
    await navigate(to, { replace: true });
    await signingOut;
  };
  return { isPending, mutateAsync, mutate: () => void mutateAsync() };
}
