import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { handOverOnLeave, takeHandedOverQueries } from '../lib/query-handover';

function createIslandQueryClient() {
  const client = createQueryClient();
  takeHandedOverQueries(client);
  return client;
}

/**
 * The app's query client (its toasts and sign-out on 401) for a page of the site island. It
 * is not persisted (the island only runs for visitors with no stored token); its answers go
 * to the tab's next page (`lib/query-handover.ts`).
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createIslandQueryClient);
  useEffect(() => handOverOnLeave(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
