/**
 * Signing out: tells the server to revoke the token, then removes it and every cached patient
 * query, in memory and in IndexedDB, so nothing of the patient's stays in the browser.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clearPersistedQueries } from '../../../lib/persister';
import { clearToken, getToken } from '../../../lib/session';

export async function signOut(queryClient: QueryClient): Promise<void> {
  if (getToken()) {
    await apiRequest('/users/logout', { method: 'POST' }).catch(() => undefined);
  }
  clearToken();
  queryClient.clear();
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
