/**
 * The app's QueryClient: failed mutations show the server's message in a red toast (spec §8,
 * "logged as 'API Error'"), a 401 anywhere signs the user out, and queries marked
 * `meta.persist` are kept in IndexedDB for the offline dashboard.
 */
import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import { ApiError } from './api-client';
import { clearToken, getToken } from './session';
import { setSignInNotice } from './sign-in-notice';
import { showError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean; silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function handleUnauthorized(error: unknown, client: () => QueryClient) {
  if (error instanceof ApiError && error.status === 401 && getToken()) {
    setSignInNotice('expired');
    clearToken();
    client().clear();
  }
}

export function createQueryClient(): QueryClient {
  // A start with no network: queries that need it wait (the manager only hears later changes).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.warn('API Error', error);
        handleUnauthorized(error, () => client);
        // Offline, a saved answer stays on screen under the offline banner: no red toast.
        const offline = error instanceof ApiError && error.status === 0;
        if (!query.meta?.silent && !offline && query.state.data !== undefined) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        console.warn('API Error', error);
        handleUnauthorized(error, () => client);
        if (!mutation.meta?.silent) showError(error);
      },
    }),
    defaultOptions: {
      // Offline, a request still goes out: the service worker may answer it from its caches.
      mutations: { networkMode: 'always' },
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  return client;
}

export const shouldPersistQuery = (query: Query) =>
  query.meta?.persist === true && query.state.status === 'success';
