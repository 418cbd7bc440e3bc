import { createFileRoute } from '@tanstack/react-router';
import { EmailLoginPage, redirectSignedIn, SignInSearchSchema } from '../../features/auth';

/**
 * /login (docs/product-spec.md §2): public-only; `?redirect=` is where a guard stopped the visitor.
 */
export const Route = createFileRoute('/_public/login')({
  validateSearch: SignInSearchSchema,
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  return <EmailLoginPage redirectTo={Route.useSearch().redirect} />;
}
