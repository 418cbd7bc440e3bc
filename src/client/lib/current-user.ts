/**
 * The signed-in user, loaded once and shared by the header, the guards and the dashboard; in a
 * child's view, the child (lib/child-view.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/api-types';
import { apiRequest } from './api-client';
import { childOf } from './child-view';
import { authKeys } from './keys/auth-keys';

export const currentUserQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.currentUser(token),
    queryFn: async ({ signal, client }) => {
      if (!token) return null;
      // In a child's view (a guardian's dashboard), the child's record stands for the user.
      const child = childOf(client);
      const { user } = child
        ? await apiRequest<{ user: CurrentUser }>(`/users/${child}/profile`, { signal })
        : await apiRequest<{ user: CurrentUser }>('/users/current-user', {
            method: 'POST',
            signal,
          });
      return user;
    },
    meta: { persist: true, silent: true },
    staleTime: 60_000,
  });
