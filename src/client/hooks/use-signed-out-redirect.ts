/**
 * A protected page that loses its token while open (a 401, or sign-out in another tab) runs
 * its route guards again, which send the visitor to sign in — keeping the page as the place
 * to come back to. Returns whether the visitor is still signed in.
 */
import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useAuthToken } from '../lib/session';

export function useSignedOutRedirect(): boolean {
  const token = useAuthToken();
  const router = useRouter();

  useEffect(() => {
    if (!token) void router.invalidate();
  }, [token, router]);

  return token !== null;
}
