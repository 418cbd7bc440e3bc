/**
 * The app's QueryClient: failed mutations show the server's message in a red toast (spec §8,
 * "logged as 'API Error'"), a 401 anywhere signs the user out, and queries marked
 * `meta.persist` are kept in IndexedDB for the offline dashboard.
 */
import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
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
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.warn('API Error', error);
        handleUnauthorized(error, () => client);
        if (!query.meta?.silent && query.state.data !== undefined) showError(error);
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
      queries: {
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
