import { useEffect, useRef } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { PHONE_PREFIX } from '../../../../shared/constants';
import { CheckIcon } from '../../../components/icons';

interface ContactSentProps {
  /** The ten digits the clinic will call. */
  mobile: string;
  onSendAnother: () => void;
}

/**
 * What stays on the page once a message is sent, in place of the form (the toast goes after
 * 3 s): the promise of a call, the number it goes to, and a way to write again. Focus moves to
 * its heading, as the button pressed has gone with the form.
 */
export function ContactSent({ mobile, onSendAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const number = `${PHONE_PREFIX} ${mobile}`;
  return (
    <Stack gap="sm" align="flex-start">
      <ThemeIcon size={44} radius="xl" color="brand.8" aria-hidden>
        <CheckIcon size={22} />
      </ThemeIcon>
      <Title order={3} fz="h4" ref={heading} tabIndex={-1}>
        <Trans>Thanks — we'll call you within a day</Trans>
      </Title>
      <Text c="gray.8">
        <Trans>Your message has reached the clinic. We will call you on {number}.</Trans>
      </Text>
      <Button variant="light" onClick={onSendAnother} mt="xs">
        <Trans>Send another message</Trans>
      </Button>
    </Stack>
  );
}
