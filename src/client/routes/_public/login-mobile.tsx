import { createFileRoute } from '@tanstack/react-router';
import { MobileLogin, redirectSignedIn, SignInSearchSchema } from '../../features/auth';

/** /login-mobile (docs/product-spec.md §2): sign-in by a code sent on WhatsApp; public-only. */
export const Route = createFileRoute('/_public/login-mobile')({
  validateSearch: SignInSearchSchema,
  beforeLoad: redirectSignedIn,
  component: MobileLoginPage,
});

function MobileLoginPage() {
  return <MobileLogin redirectTo={Route.useSearch().redirect} />;
}
