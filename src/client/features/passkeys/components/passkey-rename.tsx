import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PASSKEY_NAME_MAX, type Passkey } from '../../../../shared/schemas/passkeys';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/toast';
import { useRenamePasskey } from '../api/passkeys';

interface PasskeyRenameProps {
  passkey: Passkey;
  admin: boolean;
  /** Closes the field, after a save or a cancel; the row gives focus back to "Rename". */
  onDone: () => void;
}

/**
 * A passkey's name, renamed in place: the field opens with the name, Enter saves, Escape or
 * "Cancel" keeps it. The server's rules (1–60 characters, one line) answer in the field.
 */
export function PasskeyRename({ passkey, admin, onDone }: PasskeyRenameProps) {
  const { t } = useLingui();
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === passkey.name) return onDone();
    rename.mutate({ id: passkey._id, name: name.trim() }, { onSuccess: onDone });
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onDone();
  };
  const label = admin ? 'New name of the passkey' : t`New name of the passkey`;
  const nameIssue =
    rename.error &&
    ((rename.error instanceof ApiError && rename.error.issues?.[0]?.message) ||
      errorMessage(rename.error));
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput
          label={label}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={cancelOnEscape}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          // The field opens because "Rename" was pressed: typing goes straight into it.
          data-autofocus
          autoFocus
          required
          error={nameIssue}
          style={{ flex: '1 1 14rem' }}
          size="md"
        />
        <Button type="submit" size="md" loading={rename.isPending}>
          {admin ? 'Save' : <Trans>Save</Trans>}
        </Button>
        <Button variant="default" size="md" onClick={onDone}>
          {admin ? 'Cancel' : <Trans>Cancel</Trans>}
        </Button>
      </Group>
    </form>
  );
}
