import { useHydrated } from '../components/use-hydrated';
import { SignInSearchSchema } from '../features/auth';
import { readSearch } from './read-search';

/**
 * Where a sign-in page's visitor was headed (`?redirect=`), read once the prerendered page is
 * hydrated: its HTML cannot know the address's query.
 */
export function useSignInRedirect(): string | undefined {
  return useHydrated() ? readSearch(SignInSearchSchema).redirect : undefined;
}
