import { useEffect, useState, type ReactNode } from 'react';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { handOverOnLeave, takeHandedOverQueries } from '../lib/query-handover';
import { useServerQueries } from './server-page';

/** What the previous page handed over, then what the server rendered this page from (newer). */
function createIslandQueryClient(serverQueries: DehydratedState | undefined) {
  const client = createQueryClient();
  takeHandedOverQueries(client);
  if (serverQueries) hydrate(client, serverQueries);
  return client;
}

/**
 * The app's query client (its toasts and sign-out on 401) for a page of the site island. It
 * is not persisted (the island only runs for visitors with no stored token); its answers go
 * to the tab's next page (`lib/query-handover.ts`).
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const serverQueries = useServerQueries();
  const [client] = useState(() => createIslandQueryClient(serverQueries));
  useEffect(() => handOverOnLeave(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
