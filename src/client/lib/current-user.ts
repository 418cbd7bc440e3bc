/** The signed-in user, loaded once and shared by the header, the guards and the dashboard. */
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/api-types';
import { apiRequest } from './api-client';
import { authKeys } from './keys/auth-keys';

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
