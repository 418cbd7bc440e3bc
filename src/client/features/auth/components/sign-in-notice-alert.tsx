import { useEffect, useMemo } from 'react';
import { Alert, Text } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { useHydrated } from '../../../components/use-hydrated';
import { clearSignInNotice, peekSignInNotice, SIGN_IN_NOTICES } from '../../../lib/sign-in-notice';

/** "You have been signed out" / "Your session has ended …" above the sign-in form, once. */
export function SignInNoticeAlert() {
  const { i18n } = useLingui();
  // Read after hydration: the sign-in pages may be prerendered without it.
  const hydrated = useHydrated();
  const notice = useMemo(() => (hydrated ? peekSignInNotice() : null), [hydrated]);
  useEffect(() => {
    if (notice) clearSignInNotice();
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert
      color={notice === 'expired' ? 'orange' : 'brand'}
      variant="light"
      radius="md"
      mb="md"
      role="status"
      data-testid="sign-in-notice"
    >
      <Text size="sm" c="dark" fw={600}>
        {i18n._(SIGN_IN_NOTICES[notice])}
      </Text>
    </Alert>
  );
}
