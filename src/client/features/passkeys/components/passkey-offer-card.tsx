import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionCard } from '../../../components/section-card';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { isPasskeyOfferDue, settlePasskeyOffer } from '../../../lib/passkey-offer';
import { errorMessage, showSuccess } from '../../../lib/toast';
import { browserHasPasskeys } from '../../../lib/webauthn';
import { useAddPasskey, usePasskeys } from '../api/passkeys';
import { needsSignInAgain, SignInAgainToAdd } from './sign-in-again';

/**
 * The dashboard's one-time card after a sign-in by code or password: add a passkey, or "No
 * thanks". Gone for good once dismissed or once the patient has a passkey.
 */
export function PasskeyOfferCard() {
  const { t } = useLingui();
  const { data: user } = useCurrentUser();
  const [due, setDue] = useState(
    () => !!user && browserHasPasskeys() && isPasskeyOfferDue(user._id),
  );
  const passkeys = usePasskeys(due);
  const add = useAddPasskey();
  const hasPasskey = (passkeys.data?.length ?? 0) > 0;

  useEffect(() => {
    if (user && hasPasskey) settlePasskeyOffer(user._id);
  }, [user, hasPasskey]);

  if (!user || !due || !passkeys.isSuccess || hasPasskey) return null;
  const settle = () => {
    settlePasskeyOffer(user._id);
    setDue(false);
  };
  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: () => {
        settle();
        showSuccess(t`Passkey added. Next time, sign in with your fingerprint or face.`);
      },
    });

  return (
    <SectionCard aria-labelledby="passkey-offer-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h4" id="passkey-offer-title">
          <Trans>Use your fingerprint or face next time</Trans>
        </Title>
        <Text c="gray.9">
          <Trans>
            Add a passkey and sign in with your phone’s fingerprint, face or screen lock: no
            password to remember, no code to wait for.
          </Trans>
        </Text>
        <Group gap="sm">
          <Button onClick={addOne} loading={add.isPending}>
            <Trans>Add a passkey</Trans>
          </Button>
          <Button variant="default" onClick={settle}>
            <Trans>No thanks</Trans>
          </Button>
        </Group>
        {add.error &&
          (needsSignInAgain(add.error) ? (
            <SignInAgainToAdd admin={false} />
          ) : (
            <Alert color="red" role="alert" w="100%">
              {errorMessage(add.error)}
            </Alert>
          ))}
      </Stack>
    </SectionCard>
  );
}
