import { createFileRoute } from '@tanstack/react-router';
import { AdminPageError, AdminPageLoader } from '../../components/admin';
import { SubscribersPage, subscribersQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/subscribers')({
  loader: ({ context }) => context.queryClient.ensureQueryData(subscribersQueryOptions()),
  pendingComponent: AdminPageLoader,
  errorComponent: AdminPageError,
  component: Subscribers,
});

function Subscribers() {
  return <SubscribersPage />;
}
