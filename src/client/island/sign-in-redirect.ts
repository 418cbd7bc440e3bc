import { useValueOnceHydrated } from '../components/use-hydrated';
import { SignInSearchSchema } from '../features/auth';
import { readSearch } from './read-search';

const readRedirect = () => readSearch(SignInSearchSchema).redirect;

/**
 * Where a sign-in page's visitor was headed (`?redirect=`), read once the prerendered page is
 * hydrated: its HTML cannot know the address's query.
 */
export function useSignInRedirect(): string | undefined {
  return useValueOnceHydrated(readRedirect, undefined);
}
