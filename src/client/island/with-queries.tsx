import { useState, type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { useServerQueries } from './server-page';

/** The client, holding what the server rendered this page from. */
function createIslandQueryClient(serverQueries: DehydratedState | undefined) {
  const client = createQueryClient();
  if (serverQueries) hydrate(client, serverQueries);
  return client;
}

/**
 * The app's query client (its toasts and sign-out on 401) for a page of the site that fetches
 * its content (the blog, careers); a page that only sends a form uses `useRequest` instead. It
 * is not persisted: the site's answers are public, or the visitor's own sending.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const serverQueries = useServerQueries();
  const [client] = useState(() => createIslandQueryClient(serverQueries));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
