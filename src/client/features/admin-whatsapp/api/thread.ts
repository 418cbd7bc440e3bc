/**
 * One number's thread (GET /api/whatsapp/conversations/:phone). Reading it marks it read, so
 * the list is refreshed each time it arrives (its unread badge goes).
 */
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppThread } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { whatsappKeys } from '../../../lib/keys/whatsapp-keys';

const REFRESH_MS = 20_000;

const threadQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: whatsappKeys.thread(phone),
    queryFn: ({ signal }) =>
      apiRequest<WhatsAppThread>(`/whatsapp/conversations/${encodeURIComponent(phone)}`, {
        signal,
      }),
    refetchInterval: REFRESH_MS,
    meta: { silent: true },
  });

export function useThread(phone: string) {
  const queryClient = useQueryClient();
  const query = useQuery(threadQueryOptions(phone));
  useEffect(() => {
    if (query.dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: whatsappKeys.conversations() });
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}
