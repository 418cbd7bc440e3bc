import { useEffect, useRef, useState } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContactSchema } from '../../../../shared/schemas/contact';
import { useHeldSubmit } from '../../../first-load/use-held-submit';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { ContactSent } from './contact-sent';
import { MOBILE_INPUT_PROPS } from '../../../lib/mobile-input';

/**
 * Name, Mobile, Email, Message and SUBMIT (docs/product-spec.md §2 "Contact page", §5 "Contact
 * form"); once sent, the confirmation takes its place until the visitor sends another.
 */
export function ContactForm() {
  const { t } = useLingui();
  const form = useSchemaForm(ContactSchema, { name: '', mobile: '', email: '', message: '' });
  const send = useSendContactMessage();
  const formElement = useRef<HTMLFormElement>(null);
  useHeldSubmit(formElement);
  // The number the clinic will call, once a message is sent.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const writingAgain = useRef(false);
  useEffect(() => {
    if (sentTo !== null || !writingAgain.current) return;
    writingAgain.current = false;
    formElement.current?.querySelector<HTMLInputElement>('#contact-name')?.focus();
  }, [sentTo]);

  const submit = form.onSubmit(
    (input) =>
      void send.run(input, {
        onSuccess: () => {
          form.reset();
          setSentTo(input.mobile);
        },
        onError: (error) => {
          if (error instanceof ApiError) form.showServerIssues(error.issues);
        },
      }),
  );

  if (sentTo !== null) {
    const sendAnother = () => {
      writingAgain.current = true;
      setSentTo(null);
    };
    return <ContactSent mobile={sentTo} onSendAnother={sendAnother} />;
  }

  return (
    // method="dialog": submitted before the app has taken over, the prerendered form does not
    // navigate or put what was typed in the URL (first-load/early-input.ts). The ids
    // let an app that draws over the page find what was typed and submitted.
    <form
      ref={formElement}
      id="contact-form"
      method="dialog"
      noValidate
      onSubmit={submit}
      aria-label={t`Contact form`}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          withAsterisk
          autoComplete="name"
          id="contact-name"
          {...form.inputProps('name')}
        />
        <TextInput
          label={t`Mobile`}
          withAsterisk
          autoComplete="tel-national"
          {...MOBILE_INPUT_PROPS}
          id="contact-mobile"
          {...form.inputProps('mobile')}
        />
        <TextInput
          label={t`Email`}
          withAsterisk
          type="email"
          autoComplete="email"
          id="contact-email"
          {...form.inputProps('email')}
        />
        <Textarea
          label={t`Message`}
          autosize
          minRows={4}
          maxRows={8}
          id="contact-message"
          {...form.inputProps('message')}
        />
        <Button type="submit" loading={send.isPending} size="md" mt="xs">
          <Trans>SUBMIT</Trans>
        </Button>
      </Stack>
    </form>
  );
}
