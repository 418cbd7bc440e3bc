import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';

/**
 * The app's query client (its toasts and sign-out on 401) for the careers page, whose
 * application sends and reads a visitor's résumé; the blog reads through `lib/page-data.ts`
 * and a page that only sends a form uses `useRequest`. It is not persisted: the site's answers
 * are public, or the visitor's own sending.
 */
export function WithQueries({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
