import { useMemo } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { AppFrame } from './app-frame';
import { CurrentSession } from './site/current-session';
import { routerNavigation } from './site/router-link';
import { SiteNavigationProvider } from './site/site-link';

/** The full app: router and queries (its public pages link and navigate through the router). */
export function AppRoot({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  const navigation = useMemo(() => routerNavigation(router), [router]);
  return (
    <AppFrame>
      <QueryClientProvider client={queryClient}>
        <SiteNavigationProvider value={navigation}>
          <CurrentSession>
            <RouterProvider router={router} />
          </CurrentSession>
        </SiteNavigationProvider>
      </QueryClientProvider>
    </AppFrame>
  );
}
