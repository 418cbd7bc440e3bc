import { useHydrated } from '../components/after-hydration';
import { MobileLogin, SignInSearchSchema } from '../features/auth';
import { readSearch } from './read-search';
import { WithQueries } from './with-queries';

/**
 * /login-mobile in the site island, prerendered: where the visitor was headed (`?redirect=`) is
 * read once the page is hydrated. A signed-in visitor gets the full app, whose route redirects.
 */
export function LoginMobilePage() {
  const hydrated = useHydrated();
  const redirect = hydrated ? readSearch(SignInSearchSchema).redirect : undefined;
  return (
    <WithQueries>
      <MobileLogin redirectTo={redirect} />
    </WithQueries>
  );
}
