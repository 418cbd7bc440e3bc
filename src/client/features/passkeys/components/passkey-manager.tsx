import { Stack, Text, Title } from '@mantine/core';
import { AddPasskey } from './add-passkey';
import { PasskeyList } from './passkey-list';

/** The "Passkeys" section, for patients and admins alike: what they are, add one, the list. */
export function PasskeyManager({ admin = false }: { admin?: boolean }) {
  return (
    <Stack gap="lg">
      <Text c="gray.9" maw={640}>
        A passkey signs you in with your phone’s or computer’s fingerprint, face or screen lock:
        nothing to type and nothing anyone can trick out of you. Your fingerprint never leaves your
        device.
        {admin && ' Once you have one, your password alone no longer signs you in.'}
      </Text>
      <AddPasskey />
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Your passkeys
        </Title>
        <PasskeyList />
      </Stack>
    </Stack>
  );
}
