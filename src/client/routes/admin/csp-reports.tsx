import { createFileRoute } from '@tanstack/react-router';
import { CspReportsPage, cspReportsQueryOptions } from '../../features/admin-csp-reports';

/** /admin/csp-reports: the pages' CSP violation counts. */
export const Route = createFileRoute('/admin/csp-reports')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cspReportsQueryOptions());
  },
  component: CspReportsPage,
});
