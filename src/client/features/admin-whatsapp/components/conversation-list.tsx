import { useState } from 'react';
import { Badge, Button, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { WhatsAppConversation, WhatsAppGuardian } from '../../../../shared/api-types';
import { CONVERSATIONS_PAGE } from '../../../../shared/schemas/whatsapp-inbox';
import { QueryError } from '../../../components/query-error';
import { useConversations } from '../api/conversations';
import { threadSearch } from '../lib/search';
import { shortTime } from '../lib/times';

const displayNumber = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

export const conversationTitle = (conversation: {
  patient: { name: string } | null;
  guardian: WhatsAppGuardian | null;
  phone: string;
}) =>
  conversation.patient?.name ?? conversation.guardian?.name ?? displayNumber(conversation.phone);

/** "Parent or guardian of Asha Rao and Rohan Rao". */
export const guardianOf = ({ children }: WhatsAppGuardian) =>
  `Parent or guardian of ${new Intl.ListFormat('en', { type: 'conjunction' }).format(
    children.map((child) => child.name),
  )}`;

/** Under the title: the number of a patient, whose parent a guardian is, or that it is neither. */
function whoWrites(item: WhatsAppConversation): string {
  if (item.patient) return displayNumber(item.phone);
  if (item.guardian) return guardianOf(item.guardian);
  return 'Not a patient';
}

const ACTIVE_STYLE = {
  backgroundColor: 'var(--mantine-color-teal-0)',
  boxShadow: 'inset 3px 0 0 var(--mantine-color-teal-9)',
};

function ConversationLink({ item, active }: { item: WhatsAppConversation; active: boolean }) {
  const unread = item.unread > 0 ? `, ${item.unread} unread` : '';
  return (
    <NavLink
      // Marked by hand: the theme's active fill leaves the grey description unreadable.
      style={active ? ACTIVE_STYLE : undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={`${conversationTitle(item)}${unread}`}
      label={conversationTitle(item)}
      description={
        <Text component="span" size="xs" c="gray.7">
          {whoWrites(item)} · {shortTime(item.lastMessageAt)}
        </Text>
      }
      rightSection={
        item.unread > 0 ? (
          <Badge color="red.9" variant="filled" size="sm" circle={item.unread < 10}>
            {item.unread}
          </Badge>
        ) : null
      }
      renderRoot={(props) => (
        <Link {...props} to="/admin/whatsapp" search={threadSearch(item.phone)} />
      )}
    />
  );
}

/**
 * Every number that wrote, the latest message first, a hundred at a time ("Show older
 * conversations"); refreshed while open.
 */
export function ConversationList({ selected }: { selected: string | undefined }) {
  const [limit, setLimit] = useState(CONVERSATIONS_PAGE);
  const query = useConversations(limit);
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading conversations">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={52} />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <QueryError title="Could not load the conversations" onRetry={() => void query.refetch()} />
    );
  }
  const { conversations, more } = query.data;
  if (conversations.length === 0) {
    return (
      <Text c="gray.7" size="sm">
        No conversations yet: a number appears here once it writes to the clinic on WhatsApp.
      </Text>
    );
  }
  return (
    <nav aria-label="Conversations">
      <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }}>
        {conversations.map((item) => (
          <li key={item.phone}>
            <ConversationLink item={item} active={item.phone === selected} />
          </li>
        ))}
      </Stack>
      {more && (
        <Button
          variant="default"
          mt="sm"
          loading={query.isPlaceholderData}
          onClick={() => setLimit((shown) => shown + CONVERSATIONS_PAGE)}
        >
          Show older conversations
        </Button>
      )}
    </nav>
  );
}
