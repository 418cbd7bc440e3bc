import { EmailLoginPage } from '../features/auth';
import { useSignInRedirect } from './sign-in-redirect';
import { WithQueries } from './with-queries';

/** /login in the site island, prerendered. */
export function LoginPage() {
  return (
    <WithQueries>
      <EmailLoginPage redirectTo={useSignInRedirect()} />
    </WithQueries>
  );
}
