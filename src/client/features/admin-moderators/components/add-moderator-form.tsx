import { Button, Group, TextInput } from '@mantine/core';
import { MOBILE_DIGITS, PHONE_PREFIX } from '../../../../shared/constants';
import { normalizeMobile } from '../../../../shared/phone';
import { ModeratorSchema } from '../../../../shared/schemas/moderator';
import { adminSuccess } from '../../../components/admin';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useAddModerator } from '../api/moderators';

/** What the box keeps: a pasted "+91 98111 22334" loses its prefix, never its last digits. */
const typedNumber = (raw: string) =>
  normalizeMobile(raw).replace(/\D/g, '').slice(0, MOBILE_DIGITS);

/**
 * Digits only, at most 10; on Add a number not starting with 6–9 raises the alert
 * (docs/product-spec.md §5).
 */
export function AddModeratorForm() {
  const form = useSchemaForm(ModeratorSchema, { number: '' });
  const add = useAddModerator();

  const submit = form.onSubmit(
    ({ number }) =>
      add.mutate(number, {
        onSuccess: ({ message }) => {
          adminSuccess(message);
          form.reset();
        },
      }),
    {
      onInvalid: () => {
        const checked = form.validate(form.values);
        if (!checked.success) window.alert(checked.errors.number);
      },
    },
  );

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
          value={form.values.number}
          onChange={(event) => form.setValue('number', typedNumber(event.currentTarget.value))}
          w={240}
        />
        <Button type="submit" loading={add.isPending}>
          Add
        </Button>
      </Group>
    </form>
  );
}
