import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useSiteNavigate } from '../../../components/site/site-link';
import { withQuery } from '../../../lib/url';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_AGAIN } from '../../../../shared/schemas/passkeys';
import { ApiError } from '../../../lib/api-client';
import { signOut } from '../../../lib/sign-out';

/** The server's refusal to add a passkey on a sign-in older than five minutes. */
export const needsSignInAgain = (error: unknown) =>
  error instanceof ApiError && error.code === SIGN_IN_AGAIN;

/**
 * Adding a passkey needs a recent sign-in (docs/security.md "Adding a passkey"): says so, and
 * "Sign in again" signs out and opens the sign-in page, which brings the user back here.
 */
export function SignInAgainToAdd({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const navigate = useSiteNavigate();
  const here = useLocation({ select: (location) => location.pathname });
  const [leaving, setLeaving] = useState(false);
  const signInAgain = async () => {
    setLeaving(true);
    await signOut('add-passkey');
    await navigate(withQuery('/login', { redirect: here }), { replace: true });
  };

  return (
    <Alert
      color="yellow"
      role="alert"
      w="100%"
      title={admin ? 'Sign in again to add a passkey' : t`Sign in again to add a passkey`}
      // Mantine's yellow title is 2.7:1 on its own background: below WCAG AA.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="gray.9">
          {admin ? (
            'For your safety, a passkey can only be added within 5 minutes of signing in.'
          ) : (
            <Trans>
              For your safety, a passkey can only be added within 5 minutes of signing in.
            </Trans>
          )}
        </Text>
        <Button onClick={() => void signInAgain()} loading={leaving}>
          {admin ? 'Sign in again' : <Trans>Sign in again</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}
