import { useEffect } from 'react';
import { useHydrated } from '../components/use-hydrated';
import { SignInSearchSchema } from '../features/auth';
import { getToken } from '../lib/session';
import { readSearch } from './read-search';

/**
 * Where a sign-in page's visitor was headed (`?redirect=`), read once the prerendered page is
 * hydrated: its HTML cannot know the address's query.
 */
export function useSignInRedirect(): string | undefined {
  return useHydrated() ? readSearch(SignInSearchSchema).redirect : undefined;
}

/**
 * The sign-in pages are for visitors with no token (docs/product-spec.md §2): one who holds a
 * token as the page opens goes on to the dashboard, whose guard sends them on by role.
 */
export function useSignedInLeaves(): void {
  useEffect(() => {
    if (getToken()) window.location.replace('/dashboard');
  }, []);
}
