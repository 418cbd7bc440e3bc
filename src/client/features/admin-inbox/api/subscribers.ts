/** Newsletter subscribers for the admin (docs/design.md §2 `/api/newsletter`): list and remove. */
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriber } from '../../../../shared/schemas/contact';
import { ADMIN_QUERY_ROOT, adminError } from '../../../components/admin';
import { apiRequest } from '../../../lib/api-client';

const subscriberKeys = {
  all: [...ADMIN_QUERY_ROOT, 'newsletter-subscribers'] as const,
  list: () => [...subscriberKeys.all, 'list'] as const,
};

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
    // The server's message in a 3-second admin toast instead of the app's default one.
    meta: { silent: true },
    onError: (error: Error) => adminError(error),
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/newsletter/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriberKeys.all }),
  });
}
