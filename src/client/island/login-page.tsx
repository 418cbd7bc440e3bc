import { EmailLoginPage } from '../features/auth';
import { useSignedInLeaves, useSignInRedirect } from './sign-in-redirect';
import { WithQueries } from './with-queries';

/** /login in the site island, prerendered. A visitor holding a token goes on to the dashboard. */
export function LoginPage() {
  useSignedInLeaves();
  return (
    <WithQueries>
      <EmailLoginPage redirectTo={useSignInRedirect()} />
    </WithQueries>
  );
}
