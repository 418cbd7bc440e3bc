/**
 * The inbox's list (GET /api/whatsapp/conversations), refreshed while the page is open: the
 * newest `limit` conversations, and whether older ones remain.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsAppConversation } from '../../../../shared/api-types';
import { CONVERSATIONS_PAGE } from '../../../../shared/schemas/whatsapp-inbox';
import { apiRequest } from '../../../lib/api-client';
import { whatsappKeys } from '../../../lib/keys/whatsapp-keys';

/** New messages show within this long without a reload; modest, for a clinic's desk. */
const REFRESH_MS = 20_000;

interface ConversationsAnswer {
  conversations: WhatsAppConversation[];
  more: boolean;
}

export const conversationsQueryOptions = (limit = CONVERSATIONS_PAGE) =>
  queryOptions({
    queryKey: [...whatsappKeys.conversations(), limit],
    queryFn: ({ signal }) =>
      apiRequest<ConversationsAnswer>('/whatsapp/conversations', { signal, query: { limit } }),
    refetchInterval: REFRESH_MS,
    // "Show older" keeps the list on screen while the longer one loads.
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const useConversations = (limit: number) => useQuery(conversationsQueryOptions(limit));
