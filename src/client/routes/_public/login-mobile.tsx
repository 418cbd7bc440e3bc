import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { BRAND } from '../../../shared/constants';
import { MobileLogin, redirectSignedIn, SignInSearchSchema } from '../../features/auth';

/** /login-mobile (docs/product-spec.md §2): sign-in by a code sent on WhatsApp; public-only. */
export const Route = createFileRoute('/_public/login-mobile')({
  validateSearch: SignInSearchSchema,
  beforeLoad: redirectSignedIn,
  component: MobileLoginPage,
});

function MobileLoginPage() {
  const { redirect } = Route.useSearch();
  const { t } = useLingui();
  useDocumentTitle(t`Log in via Mobile · ${BRAND}`);
  return <MobileLogin redirectTo={redirect} />;
}
