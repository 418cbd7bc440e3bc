import { createFileRoute } from '@tanstack/react-router';
import {
  CheckInsPage,
  CheckInsSearchSchema,
  pendingCheckInsQueryOptions,
} from '../../features/admin-check-ins';

export const Route = createFileRoute('/admin/check-ins')({
  validateSearch: CheckInsSearchSchema,
  // Starts the queue's fetch without holding the page: it shows its loading state meanwhile.
  loaderDeps: ({ search }) => ({ patient: search.patient }),
  loader: ({ context, deps }) => {
    if (!deps.patient) void context.queryClient.prefetchQuery(pendingCheckInsQueryOptions());
  },
  component: CheckInsRoute,
});

function CheckInsRoute() {
  return <CheckInsPage search={Route.useSearch()} />;
}
