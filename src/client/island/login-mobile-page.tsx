import { MobileLogin } from '../features/auth';
import { useSignedInLeaves, useSignInRedirect } from './sign-in-redirect';
import { WithQueries } from './with-queries';

/** /login-mobile in the site island, prerendered. A visitor holding a token goes on to the dashboard. */
export function LoginMobilePage() {
  useSignedInLeaves();
  return (
    <WithQueries>
      <MobileLogin redirectTo={useSignInRedirect()} />
    </WithQueries>
  );
}
