import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { AppFrame } from './app-frame';
import { CurrentSession } from './site/current-session';
import { renderRouterLink } from './site/router-link';
import { SiteLinkProvider } from './site/site-link';

/** The full app: router and queries (its public layout links through the router). */
export function AppRoot({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <AppFrame>
      <QueryClientProvider client={queryClient}>
        <SiteLinkProvider value={renderRouterLink}>
          <CurrentSession>
            <RouterProvider router={router} />
          </CurrentSession>
        </SiteLinkProvider>
      </QueryClientProvider>
    </AppFrame>
  );
}
