import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadAppStyles } from '../first-load/load-app-styles';
import { RouteError } from '../components/not-found/route-error';
import { NotFoundPage } from '../components/not-found/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The app's screens wait for the rest of Mantine's component styles, so none shows unstyled.
  beforeLoad: () => loadAppStyles(),
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
