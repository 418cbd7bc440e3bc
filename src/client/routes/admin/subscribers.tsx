import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage, subscribersQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/subscribers')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(subscribersQueryOptions());
  },
  component: Subscribers,
});

function Subscribers() {
  return <SubscribersPage />;
}
