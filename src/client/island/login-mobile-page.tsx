import { MobileLogin } from '../features/auth';
import { useSignInRedirect } from './sign-in-redirect';
import { WithQueries } from './with-queries';

/** /login-mobile in the site island, prerendered. */
export function LoginMobilePage() {
  return (
    <WithQueries>
      <MobileLogin redirectTo={useSignInRedirect()} />
    </WithQueries>
  );
}
