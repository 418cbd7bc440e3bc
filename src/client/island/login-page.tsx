import { EmailLoginPage } from '../features/auth';
import { useSignInRedirect } from './sign-in-redirect';

/** /login in the site island, prerendered: it only sends (`useRequest`), with no query client. */
export function LoginPage() {
  return <EmailLoginPage redirectTo={useSignInRedirect()} />;
}
