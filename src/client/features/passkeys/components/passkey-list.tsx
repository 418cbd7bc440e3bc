import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { showSuccess } from '../../../lib/toast';
import { usePasskeys, useRemovePasskey } from '../api/passkeys';
import { passkeyDates } from '../lib/passkey-dates';

/** The user's passkeys, each with "Remove", which asks once more before it removes. */
export function PasskeyList() {
  const passkeys = usePasskeys();
  if (passkeys.isPending) return <Skeleton h={72} radius="md" aria-label="Loading passkeys" />;
  if (!passkeys.data?.length) {
    return <Text c="gray.7">You have no passkeys yet.</Text>;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {passkeys.data.map((passkey) => (
        <PasskeyRow key={passkey._id} passkey={passkey} />
      ))}
    </Stack>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemovePasskey();
  const confirm = () =>
    remove.mutate(passkey._id, { onSuccess: ({ message }) => showSuccess(message) });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={passkey.name}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Text fw={700}>{passkey.name}</Text>
          <Text size="sm" c="gray.7">
            {passkeyDates(passkey)}
          </Text>
        </div>
        {!confirming && (
          <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
            Remove
          </Button>
        )}
      </Group>
      {confirming && (
        <Stack gap="xs" mt="sm" role="group" aria-label={`Remove ${passkey.name}?`}>
          <Text size="sm" c="gray.9">
            Remove “{passkey.name}”? You will no longer be able to sign in with it.
          </Text>
          <Group gap="sm">
            <Button color="red.9" loading={remove.isPending} onClick={confirm}>
              Remove passkey
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
