import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * /admin shows the dashboard (docs/product-spec.md §2 "Admin child routes: index (redirects to
 * dashboard)").
 */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard', replace: true });
  },
});
