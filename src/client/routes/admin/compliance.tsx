import { createFileRoute } from '@tanstack/react-router';
import {
  CompliancePage,
  ComplianceSearchSchema,
  complianceQueryOptions,
} from '../../features/admin-compliance';

export const Route = createFileRoute('/admin/compliance')({
  validateSearch: ComplianceSearchSchema,
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(complianceQueryOptions());
  },
  component: ComplianceRoute,
});

function ComplianceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CompliancePage search={search} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
