import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { MOBILE_DIGITS, PHONE_PREFIX } from '../../../../shared/constants';
import { MODERATOR_NUMBER_PATTERN } from '../../../../shared/schemas/moderator';
import { adminError, adminSuccess } from '../../../components/admin';
import { useAddModerator } from '../api/moderators';

const INVALID = 'Enter a valid 10-digit WhatsApp number.';

/** Digits only, at most 10; on Add a number not starting with 6–9 raises the alert (spec §5). */
export function AddModeratorForm() {
  const [number, setNumber] = useState('');
  const add = useAddModerator();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!MODERATOR_NUMBER_PATTERN.test(number)) {
      window.alert(INVALID);
      return;
    }
    add.mutate(number, {
      onSuccess: ({ message }) => {
        adminSuccess(message);
        setNumber('');
      },
      // Spec §8: only logged; the admin still learns why (a duplicate number).
      onError: (error) => {
        console.warn('API Error', error);
        adminError(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add moderator">
      <Group align="end" gap="sm">
        <TextInput
          label="WhatsApp number"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          leftSection={PHONE_PREFIX}
          leftSectionWidth={48}
          leftSectionProps={{ style: { color: 'var(--mantine-color-gray-7)' } }}
          value={number}
          onChange={(event) =>
            setNumber(event.currentTarget.value.replace(/\D/g, '').slice(0, MOBILE_DIGITS))
          }
          w={240}
        />
        <Button type="submit" loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
