/** Newsletter subscribers for the admin (docs/design.md §2 `/api/newsletter`): list and remove. */
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import { apiRequest } from '../../../lib/api-client';
import { subscriberKeys } from './subscriber-keys';

export const subscribersQueryOptions = () =>
  queryOptions({
    queryKey: subscriberKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ subscribers: NewsletterSubscriber[] }>('/newsletter', { signal }))
        .subscribers,
  });

export const useSubscribers = () => useQuery(subscribersQueryOptions());

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/newsletter/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}
