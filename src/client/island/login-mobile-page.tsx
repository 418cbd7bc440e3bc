import { MobileLogin } from '../features/auth';
import { useSignInRedirect } from './sign-in-redirect';

/** /login-mobile in the site island, prerendered: it only sends (`useRequest`), with no query client. */
export function LoginMobilePage() {
  return <MobileLogin redirectTo={useSignInRedirect()} />;
}
