import { Group, Paper, Text } from '@mantine/core';
import type { WhatsAppThreadMessage } from '../../../../shared/api-types';
import { DeliveryBadge } from '../../../components/admin';
import { shortTime } from '../lib/times';

const TEMPLATE_NAMES: Record<string, string> = {
  tapalign_code: 'Sign-in code',
  tapalign_switch: 'Change-day reminder',
  tapalign_break: 'Break reminder',
  tapalign_review: 'Check-in reviewed',
  tapalign_new_issue: 'New issue',
  text: 'Reply',
};

/** Who sent it and what kind of message it was, for the line under the text. */
function origin(message: WhatsAppThreadMessage): string {
  if (message.direction === 'in') return message.kind === 'button' ? 'Tapped a button' : 'Wrote';
  return TEMPLATE_NAMES[message.kind] ?? message.kind;
}

/** One message: the number's on the left, the clinic's on the right with its delivery status. */
export function MessageItem({ message }: { message: WhatsAppThreadMessage }) {
  const inbound = message.direction === 'in';
  return (
    <Paper
      component="li"
      p="xs"
      radius="md"
      maw="85%"
      bg={inbound ? 'gray.1' : 'teal.0'}
      style={{ alignSelf: inbound ? 'flex-start' : 'flex-end' }}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      <Group gap="xs" mt={4} justify={inbound ? 'flex-start' : 'flex-end'}>
        <Text size="xs" c="gray.8">
          {origin(message)} · <time dateTime={message.at}>{shortTime(message.at)}</time>
        </Text>
        <DeliveryBadge message={message} />
      </Group>
    </Paper>
  );
}
