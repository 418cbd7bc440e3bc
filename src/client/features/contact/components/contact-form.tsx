import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_TYPED_MAX_LENGTH } from '../../../../shared/phone';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { ContactSchema } from '../../../../shared/schemas/contact';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

/**
 * Name, Mobile, Email, Message and SUBMIT (docs/product-spec.md §2 "Contact page", §5 "Contact
 * form").
 */
export function ContactForm() {
  const { t } = useLingui();
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
    <form noValidate onSubmit={submit} aria-label={t`Contact form`}>
      <Stack gap="sm">
        <TextInput label={t`Name`} withAsterisk autoComplete="name" {...form.inputProps('name')} />
        <TextInput
          label={t`Mobile`}
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={MOBILE_TYPED_MAX_LENGTH}
          title={t`Enter 10 digit mobile number`}
          leftSection={PHONE_PREFIX}
          leftSectionWidth={48}
          leftSectionProps={{ style: { color: 'var(--mantine-color-gray-7)' } }}
          {...form.inputProps('mobile')}
        />
        <TextInput
          label={t`Email`}
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.inputProps('email')}
        />
        <Textarea
          label={t`Message`}
          autosize
          minRows={4}
          maxRows={8}
          {...form.inputProps('message')}
        />
        <Button type="submit" loading={send.isPending} size="md" mt="xs">
          <Trans>SUBMIT</Trans>
        </Button>
      </Stack>
    </form>
  );
}
