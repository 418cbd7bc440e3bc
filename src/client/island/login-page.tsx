import { useHydrated } from '../components/after-hydration';
import { EmailLoginPage, SignInSearchSchema } from '../features/auth';
import { readSearch } from './read-search';
import { WithQueries } from './with-queries';

/**
 * /login in the site island, prerendered: where the visitor was headed (`?redirect=`) is read
 * once the page is hydrated. A signed-in visitor gets the full app, whose route redirects.
 */
export function LoginPage() {
  const hydrated = useHydrated();
  const redirect = hydrated ? readSearch(SignInSearchSchema).redirect : undefined;
  return (
    <WithQueries>
      <EmailLoginPage redirectTo={redirect} />
    </WithQueries>
  );
}
