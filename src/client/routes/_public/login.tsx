import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { EmailLoginForm, redirectSignedIn, SignInSearchSchema } from '../../features/auth';

/** /login (spec §2): public-only; `?redirect=` is where a guard stopped the visitor. */
export const Route = createFileRoute('/_public/login')({
  validateSearch: SignInSearchSchema,
  beforeLoad: redirectSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  useDocumentTitle(`Log in · ${BRAND}`);
  return <EmailLoginForm redirectTo={redirect} />;
}
