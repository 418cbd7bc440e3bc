/**
 * A protected page that loses its token while open (a 401, or sign-out in another tab) runs
 * its route guards again, which send the visitor to sign in — keeping the page as the place
 * to come back to (a sign-out on this page leaves by itself, `lib/sign-out.ts`). Returns whether the visitor is still signed in.
 */
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAuthToken } from '../lib/session';
import { isSigningOut } from '../lib/sign-out';

export function useSignedOutRedirect(): boolean {
  const token = useAuthToken();
  const router = useRouter();

  useEffect(() => {
    // Signing out here: the sign-out opens the sign-in page itself once it has cleaned up.
    if (!token && !isSigningOut()) void router.invalidate();
  }, [token, router]);

  return token !== null;
}
