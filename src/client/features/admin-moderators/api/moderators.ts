/** The moderators' WhatsApp numbers (/api/misc): list, add, delete. */
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import type { ModeratorNumber } from '../../../../shared/api-types';
import { ADMIN_QUERY_ROOT } from '../../../components/admin';
import { apiRequest } from '../../../lib/api-client';

const moderatorKeys = {
  all: [...ADMIN_QUERY_ROOT, 'moderators'] as const,
  list: () => [...moderatorKeys.all, 'list'] as const,
};

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

export function useAddModerator() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (number: string) => apiRequest<{ message: string }>('/misc', { body: { number } }),
    onSuccess,
    meta: { silent: true },
  });
}

export function useDeleteModerator() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/misc/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess,
    meta: { silent: true },
  });
}
