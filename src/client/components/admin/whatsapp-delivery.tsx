/**
 * How far a WhatsApp message got, in words staff can act on ("failed: not a WhatsApp
 * number"): the inbox's thread and the patient page's card show the same badge.
 */
import { Badge } from '@mantine/core';
import type { WhatsAppThreadMessage } from '../../../shared/api-types';

const COLORS = {
  queued: 'gray.8',
  sent: 'blue.9',
  delivered: 'teal.9',
  read: 'teal.9',
  failed: 'red.9',
} as const;

function deliveryLabel({ status, error }: WhatsAppThreadMessage): string {
  if (status === 'failed') return `failed: ${error?.title ?? 'unknown error'}`;
  return status ?? '';
}

/** An outbound message's status; nothing for a message the number wrote. */
export function DeliveryBadge({ message }: { message: WhatsAppThreadMessage }) {
  if (!message.status) return null;
  return (
    <Badge
      variant="filled"
      size="sm"
      color={COLORS[message.status]}
      tt="none"
      styles={{ label: { whiteSpace: 'normal' } }}
      h="auto"
    >
      {deliveryLabel(message)}
    </Badge>
  );
}
