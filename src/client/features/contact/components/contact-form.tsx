import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { MOBILE_TYPED_MAX_LENGTH } from '../../../../shared/phone';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { ContactSchema } from '../../../../shared/schemas/contact';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const MOBILE_TITLE = 'Enter 10 digit mobile number';
/** Mantine's default error red is too light on white (WCAG AA); this shade passes. */
const READABLE_ERRORS = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

/** Name, Mobile, Email, Message and SUBMIT (spec §2 "Contact page", §5 "Contact form"). */
export function ContactForm() {
  const form = useSchemaForm(ContactSchema, { name: '', mobile: '', email: '', message: '' });
  const send = useSendContactMessage();

  const submit = form.onSubmit((input) =>
    send.mutate(input, {
      onSuccess: form.reset,
      onError: (error) => {
        if (error instanceof ApiError) form.showServerIssues(error.issues);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Contact form" style={READABLE_ERRORS}>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk autoComplete="name" {...form.inputProps('name')} />
        <TextInput
          label="Mobile"
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={MOBILE_TYPED_MAX_LENGTH}
          title={MOBILE_TITLE}
          leftSection={PHONE_PREFIX}
          leftSectionWidth={48}
          leftSectionProps={{ style: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.inputProps('mobile')}
        />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.inputProps('email')}
        />
        <Textarea
          label="Message"
          autosize
          minRows={4}
          maxRows={8}
          {...form.inputProps('message')}
        />
        <Button type="submit" loading={send.isPending} size="md" mt="xs">
          SUBMIT
        </Button>
      </Stack>
    </form>
  );
}
