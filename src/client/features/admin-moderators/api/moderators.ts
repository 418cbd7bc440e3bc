/** The moderators' WhatsApp numbers (/api/misc): list, add, delete. */
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import type { ModeratorNumber } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { moderatorKeys } from './moderator-keys';

export const moderatorsQueryOptions = () =>
  queryOptions({
    queryKey: moderatorKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ numbers: ModeratorNumber[] }>('/misc', { signal })).numbers,
    meta: { silent: true },
  });

export const useModerators = () => useQuery(moderatorsQueryOptions());

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderatorKeys.all });
}

/**
 * docs/product-spec.md §8: a refusal is logged, and the admin still learns why (a duplicate
 * number).
 */
export function useAddModerator() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (number: string) => apiRequest<{ message: string }>('/misc', { body: { number } }),
    onSuccess,
  });
}

export function useDeleteModerator() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/misc/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
  });
}
