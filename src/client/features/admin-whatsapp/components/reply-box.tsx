import { useState } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { WHATSAPP_TEXT_MAX } from '../../../../shared/whatsapp';
import { useSendReply } from '../api/send-reply';
import { shortTime } from '../lib/times';

interface ReplyBoxProps {
  phone: string;
  /** Null once the 24-hour window has closed. */
  windowOpenUntil: string | null;
}

const CLOSED =
  'The 24-hour window is closed: WhatsApp delivers the clinic’s own words only within 24 hours ' +
  'of the number’s last message. Call them instead, or wait for them to write.';

/** Free text while the number's window is open, saying when it closes; closed, it explains. */
export function ReplyBox({ phone, windowOpenUntil }: ReplyBoxProps) {
  const [text, setText] = useState('');
  const send = useSendReply(phone);
  const open = windowOpenUntil !== null;
  const blank = text.trim() === '';
  const submit = () => {
    if (!open || blank || send.isPending) return;
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Textarea
        label="Reply on WhatsApp"
        description={open ? `Window open until ${shortTime(windowOpenUntil)}` : CLOSED}
        disabled={!open}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Ctrl+Enter (⌘+Enter) sends, as in WhatsApp Web; Enter alone starts a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        maxLength={WHATSAPP_TEXT_MAX}
        autosize
        minRows={2}
        maxRows={8}
        styles={{ description: { color: open ? undefined : 'var(--mantine-color-red-9)' } }}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" color="teal.9" disabled={!open || blank} loading={send.isPending}>
          Send
        </Button>
      </Group>
    </form>
  );
}
