import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { loadAppStyles } from '../first-load/load-app-styles';
import { isMarketingPath } from '../components/layout/prerendered-pages';
import { RouteError } from '../components/not-found/route-error';
import { NotFoundPage } from '../components/not-found/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The marketing pages render with the small first-load CSS; every other screen waits for
  // the rest of Mantine's component styles, so it never shows unstyled.
  beforeLoad: async ({ location }) => {
    if (!isMarketingPath(location.pathname)) await loadAppStyles();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteError,
});
