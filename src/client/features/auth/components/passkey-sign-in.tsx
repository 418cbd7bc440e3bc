import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useRequest } from '../../../hooks/use-request';
import { ApiError } from '../../../lib/api-client';
import { showError } from '../../../lib/toast';
import {
  browserHasPasskeyAutofill,
  cancelPasskeyCeremony,
  PasskeyCeremonySuperseded,
} from '../../../lib/webauthn';
import { passkeySignIn } from '../api/passkey-sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/**
 * Where the browser offers passkeys in a field's autofill, the sign-in waits for one from the
 * page's start (the email field's `autocomplete` ends in `webauthn`); the button starts its own
 * sign-in, which ends the waiting one. The visitor asked for nothing: only the server's refusal
 * of a passkey they picked is shown, never a browser that declined or a failed fetch.
 */
function usePasskeyAutofill(onSignedIn: ReturnType<typeof useCompleteSignIn>) {
  const signedIn = useEffectEvent(onSignedIn);
  useEffect(() => {
    let left = false;
    void browserHasPasskeyAutofill().then(async (available) => {
      // Offline there is no challenge to ask for: the page's own sign-in forms say so.
      if (!available || left || !navigator.onLine) return;
      try {
        await signedIn(await passkeySignIn(true));
      } catch (error) {
        if (!left && error instanceof ApiError && [401, 403].includes(error.status)) {
          showError(error);
        }
      }
    });
    return () => {
      left = true;
      cancelPasskeyCeremony();
    };
  }, []);
}

interface PasskeySignInProps {
  redirectTo: string | undefined;
  /**
   * Said beside the button when the password was right but the account signs in with its
   * passkey ("Use your passkey to sign in"): a next step, not an error, so it is calm, next to
   * the button it points at, and the button takes the focus.
   */
  guidance?: string | undefined;
}

/** /login's "Sign in with a passkey", under the password form. */
export function PasskeySignIn({ redirectTo, guidance }: PasskeySignInProps) {
  const guidanceId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (guidance) button.current?.focus();
  }, [guidance]);
  const completeSignIn = useCompleteSignIn(redirectTo);
  usePasskeyAutofill(completeSignIn);
  const signIn = useRequest(async () => completeSignIn(await passkeySignIn()), {
    // A ceremony another one replaced is no failure of the visitor's.
    errorToast: (error) => (error instanceof PasskeyCeremonySuperseded ? false : {}),
  });

  return (
    <>
      <Text size="sm" c="gray.7" ta="center">
        <Trans>or</Trans>
      </Text>
      {guidance && (
        <Alert id={guidanceId} color="blue" variant="light" radius="md" role="status">
          <Text size="sm" c="gray.9">
            {guidance}
          </Text>
        </Alert>
      )}
      <Button
        ref={button}
        variant={guidance ? 'filled' : 'default'}
        size="md"
        fullWidth
        loading={signIn.isPending}
        aria-describedby={guidance ? guidanceId : undefined}
        onClick={() => void signIn.run(undefined)}
      >
        <Trans>Sign in with a passkey</Trans>
      </Button>
    </>
  );
}
