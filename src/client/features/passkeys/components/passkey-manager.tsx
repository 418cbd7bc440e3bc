import { Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { AddPasskey } from './add-passkey';
import { PasskeyList } from './passkey-list';

/**
 * The "Passkeys" section, for patients and admins alike: what they are, add one, the list. A
 * patient reads it in their language; the admin panel's stays English.
 */
export function PasskeyManager({ admin = false }: { admin?: boolean }) {
  return (
    <Stack gap="lg">
      <Text c="gray.9" maw={640}>
        {admin ? (
          'A passkey signs you in with your phone’s or computer’s fingerprint, face or screen lock: nothing to type and nothing anyone can trick out of you. Your fingerprint never leaves your device. Once you have one, your password alone no longer signs you in.'
        ) : (
          <Trans>
            A passkey signs you in with your phone’s or computer’s fingerprint, face or screen lock:
            nothing to type and nothing anyone can trick out of you. Your fingerprint never leaves
            your device.
          </Trans>
        )}
      </Text>
      <AddPasskey admin={admin} />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {admin ? 'Your passkeys' : <Trans>Your passkeys</Trans>}
        </Title>
        <PasskeyList admin={admin} />
      </Stack>
    </Stack>
  );
}
