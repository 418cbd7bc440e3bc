import { memo } from 'react';
import { EmailLoginPage } from '../features/auth';
import { useSignInRedirect } from './sign-in-redirect';

/**
 * The form re-renders after hydration only when the address names a redirect: the render that
 * reads it would otherwise redo the whole form, in one task, for nothing.
 */
const SignInForm = memo(EmailLoginPage);

/** /login in the site island, prerendered: it only sends (`useRequest`), with no query client. */
export function LoginPage() {
  return <SignInForm redirectTo={useSignInRedirect()} />;
}
