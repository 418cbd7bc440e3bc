/** The signed-in user, loaded once and shared by the header, the guards and the dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/session';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: (token: string | null) =>
    [...authKeys.all, 'current-user', token ? 'signed-in' : 'signed-out'] as const,
};

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: async ({ signal }) => {
      if (!token) return null;
      const { user } = await apiRequest<{ user: CurrentUser }>('/users/current-user', {
        method: 'POST',
        signal,
      });
      return user;
    },
    meta: { persist: true, silent: true },
    staleTime: 60_000,
  });

export function useCurrentUser() {
  const token = useAuthToken();
  return useQuery(currentUserQueryOptions(token));
}
