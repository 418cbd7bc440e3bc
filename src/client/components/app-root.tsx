import { StrictMode, useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { AppProviders } from './app-providers';
import { DeferredNotifications } from './deferred-notifications';
import { UpdatePrompt } from './update-prompt';

/** Marks <html data-app-ready> once React owns the page (styles and tests key off it). */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/** The whole app: the same tree in the browser and in the build-time prerender. */
export function AppRoot({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
        <DeferredNotifications />
        <UpdatePrompt />
        <AppReadyMarker />
      </AppProviders>
    </StrictMode>
  );
}
