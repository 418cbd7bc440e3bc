/** Contact-form messages for the admin (docs/design.md §2 `GET /api/contact`), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ messages: ContactMessage[] }>('/contact', { signal })).messages,
  });

export const useMessages = () => useQuery(messagesQueryOptions());
