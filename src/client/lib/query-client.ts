/**
 * The app's QueryClient: failed mutations show the server's message in a red toast
 * (docs/product-spec.md §8, "logged as 'API Error'"), a 401 anywhere signs the user out, and
 * queries marked `meta.persist` are kept in IndexedDB for the offline dashboard.
 *
 * A mutation's failure toast is this cache's alone: a mutation's `meta.errorToast` only chooses
 * its words, or that the failure is said another way (on a form's fields, in the page, in the
 * sign-in code step's own toast, which the step closes once the code is typed again); no
 * component toasts a mutation's failure in the cache's place. The toast itself is
 * `lib/error-toast.ts`, which the site's forms share through `hooks/use-request.ts`.
 */
import {
  MutationCache,
  onlineManager,
  QueryCache,
  QueryClient,
  type Query,
} from '@tanstack/react-query';
import { dropEarlyAnswers } from '../first-load/early-requests';
import { ApiError } from './api-client';
import { reportRequestError, type ErrorToastMeta } from './error-toast';
import { clearToken, getToken } from './session';
import { setSignInNotice } from './sign-in-notice';
import { showError } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean; silent?: boolean };
    mutationMeta: { errorToast?: ErrorToastMeta };
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
      // What the page asked for as it started may no longer be so.
      onMutate: () => dropEarlyAnswers(),
      onError: (error, _variables, _context, mutation) => {
        handleUnauthorized(error, () => client);
        reportRequestError(error, mutation.meta?.errorToast);
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
