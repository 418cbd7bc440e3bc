import { useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Passkey } from '../../../../shared/schemas/passkeys';
import { useFocusBackWhenClosed } from '../../../hooks/use-focus-back';
import { showSuccess } from '../../../lib/toast';
import { usePasskeys, useRemovePasskey } from '../api/passkeys';
import { passkeyDates } from '../lib/passkey-dates';
import { PasskeyRename } from './passkey-rename';

/**
 * The user's passkeys, each named (from its device and browser unless renamed) with when it was
 * added and last used, "Rename" in place, and "Remove", which asks once more before it removes.
 * `admin`: the admin panel's, in English.
 */
export function PasskeyList({ admin }: { admin: boolean }) {
  const { t } = useLingui();
  const passkeys = usePasskeys();
  if (passkeys.isPending) {
    return (
      <Skeleton h={72} radius="md" aria-label={admin ? 'Loading passkeys' : t`Loading passkeys`} />
    );
  }
  if (!passkeys.data?.length) {
    return (
      <Text c="gray.7">
        {admin ? 'You have no passkeys yet.' : <Trans>You have no passkeys yet.</Trans>}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {passkeys.data.map((passkey) => (
        <PasskeyRow key={passkey._id} passkey={passkey} admin={admin} />
      ))}
    </Stack>
  );
}

function PasskeyRow({ passkey, admin }: { passkey: Passkey; admin: boolean }) {
  const { i18n, t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const renameButton = useFocusBackWhenClosed(renaming);
  const { name } = passkey;
  const doneRenaming = () => setRenaming(false);
  const remove = useRemovePasskey();
  const confirm = () =>
    remove.mutate(passkey._id, { onSuccess: ({ message }) => showSuccess(message) });

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={passkey.name}>
      {renaming ? (
        <PasskeyRename passkey={passkey} admin={admin} onDone={doneRenaming} />
      ) : (
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Text fw={700}>{passkey.name}</Text>
            <Text size="sm" c="gray.7">
              {passkeyDates(passkey, admin ? undefined : i18n)}
            </Text>
          </div>
          {!confirming && (
            <Group gap="sm">
              <Button
                ref={renameButton}
                variant="default"
                aria-label={admin ? `Rename ${name}` : t`Rename ${name}`}
                onClick={() => setRenaming(true)}
              >
                {admin ? 'Rename' : <Trans>Rename</Trans>}
              </Button>
              <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                {admin ? 'Remove' : <Trans>Remove</Trans>}
              </Button>
            </Group>
          )}
        </Group>
      )}
      {confirming && (
        <Stack
          gap="xs"
          mt="sm"
          role="group"
          aria-label={admin ? `Remove ${name}?` : t`Remove ${name}?`}
        >
          <Text size="sm" c="gray.9">
            {admin ? (
              `Remove “${name}”? You will no longer be able to sign in with it.`
            ) : (
              <Trans>Remove “{name}”? You will no longer be able to sign in with it.</Trans>
            )}
          </Text>
          <Group gap="sm">
            <Button color="red.9" loading={remove.isPending} onClick={confirm}>
              {admin ? 'Remove passkey' : <Trans>Remove passkey</Trans>}
            </Button>
            <Button variant="default" onClick={() => setConfirming(false)}>
              {admin ? 'Keep it' : <Trans>Keep it</Trans>}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
