import { createFileRoute } from '@tanstack/react-router';
import {
  PatientsPage,
  PatientsSearchSchema,
  patientsQueryOptions,
} from '../../features/admin-patients';

export const Route = createFileRoute('/admin/users')({
  validateSearch: PatientsSearchSchema,
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page }),
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(patientsQueryOptions(deps));
  },
  component: PatientsRoute,
});

function PatientsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PatientsPage
      search={search}
      onSearchChange={({ q, page }) => void navigate({ search: { q, page } })}
    />
  );
}
