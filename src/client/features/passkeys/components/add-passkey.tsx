import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_NAME_MAX } from '../../../../shared/schemas/passkeys';
import { errorMessage, showSuccess } from '../../../lib/toast';
import { browserHasPasskeys, passkeyFailure } from '../../../lib/webauthn';
import { useAddPasskey } from '../api/passkeys';
import { needsSignInAgain, SignInAgainToAdd } from './sign-in-again';

/**
 * A name (optional) and "Add a passkey": the browser asks for the fingerprint, face or PIN.
 * `admin`: the admin panel's, in English.
 */
export function AddPasskey({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const add = useAddPasskey();
  const supported = browserHasPasskeys();

  const submit = () =>
    add.mutate(name.trim() || undefined, {
      onSuccess: () => {
        setName('');
        showSuccess(
          admin
            ? 'Passkey added. Next time, sign in with it.'
            : t`Passkey added. Next time, sign in with it.`,
        );
      },
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={admin ? 'Name of the passkey' : t`Name of the passkey`}
          description={
            admin
              ? 'So you can tell your devices apart, for example “My phone”.'
              : t`So you can tell your devices apart, for example “My phone”.`
          }
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          w="100%"
          maw={420}
          size="md"
          disabled={!supported}
          // Mantine's grey description is 3.3:1 on white: below WCAG AA.
          styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <Button type="submit" size="md" loading={add.isPending} disabled={!supported}>
          {admin ? 'Add a passkey' : <Trans>Add a passkey</Trans>}
        </Button>
        {!supported && (
          <Alert color="yellow" role="alert" w="100%">
            {passkeyFailure('noSupport').message}
          </Alert>
        )}
        {add.error &&
          (needsSignInAgain(add.error) ? (
            <SignInAgainToAdd admin={admin} />
          ) : (
            <Alert color="red" role="alert" w="100%">
              {errorMessage(add.error)}
            </Alert>
          ))}
      </Stack>
    </form>
  );
}
