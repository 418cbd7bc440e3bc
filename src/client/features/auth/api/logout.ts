/**
 * Signing out: removes the token at once (so no screen acts on it any more), then has the
 * server revoke it and drops every cached query, in memory and in IndexedDB, so nothing of the
 * user's stays in the browser.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearPersistedQueries } from '../../../lib/persister';
import { clearToken, getToken } from '../../../lib/session';

export async function signOut(queryClient: QueryClient): Promise<void> {
  const token = getToken();
  clearToken();
  queryClient.clear();
  if (token) {
    await apiRequest('/users/logout', { method: 'POST', token }).catch(() => undefined);
  }
  await clearPersistedQueries();
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(
      keys.filter((key) => !key.startsWith('workbox-precache')).map((key) => caches.delete(key)),
    );
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient), meta: { silent: true } });
}
