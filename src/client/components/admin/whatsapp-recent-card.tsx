/**
 * A patient's latest WhatsApp messages with their delivery status, on the patient's page, so
 * staff see "failed: not a WhatsApp number" where they look at the patient; the link opens the
 * whole thread. Looking here does not mark the thread read.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { WhatsAppThread } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/display-dates';
import { apiRequest } from '../../lib/api-client';
import { whatsappKeys } from '../../lib/keys/whatsapp-keys';
import { QueryList } from '../query-list';
import { truncate } from './truncate';
import { DeliveryBadge } from './whatsapp-delivery';

const RECENT = 5;

const recentMessagesQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: whatsappKeys.recent(phone),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<WhatsAppThread>(`/whatsapp/conversations/${encodeURIComponent(phone)}`, {
          query: { limit: String(RECENT), markRead: 'false' },
          signal,
        })
      ).messages.reverse(),
    meta: { silent: true },
  });

export function WhatsAppRecentMessages({ phone }: { phone: string }) {
  const query = useQuery(recentMessagesQueryOptions(phone));
  return (
    <>
      <QueryList
        query={query}
        label="WhatsApp messages"
        emptyText="No WhatsApp messages to or from this number yet."
        itemKey={(message) => message._id}
        renderItem={(message) => (
          <Stack gap={2}>
            <Group gap="xs">
              <Text size="xs" c="gray.7">
                {message.direction === 'in' ? 'From the patient' : 'From the clinic'},{' '}
                {formatDateTime(message.at, 'en')}
              </Text>
              <DeliveryBadge message={message} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {truncate(message.text, 120)}
            </Text>
          </Stack>
        )}
      />
      <Anchor
        size="sm"
        w="fit-content"
        // The router writes a number unquoted: `?phone=9876543210`.
        renderRoot={(props) => (
          <Link {...props} to="/admin/whatsapp" search={{ phone: Number(phone) }} />
        )}
      >
        Open the WhatsApp conversation
      </Anchor>
    </>
  );
}
