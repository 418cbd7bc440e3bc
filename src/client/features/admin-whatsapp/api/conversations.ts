/** The inbox's list (GET /api/whatsapp/conversations), refreshed while the page is open. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsAppConversation } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { whatsappKeys } from '../../../lib/keys/whatsapp-keys';

/** New messages show within this long without a reload; modest, for a clinic's desk. */
const REFRESH_MS = 20_000;

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: whatsappKeys.conversations(),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ conversations: WhatsAppConversation[] }>('/whatsapp/conversations', {
          signal,
        })
      ).conversations,
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });

export const useConversations = () => useQuery(conversationsQueryOptions());
