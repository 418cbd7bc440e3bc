import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage, subscribersQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/subscribers')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(subscribersQueryOptions());
  },
  component: Subscribers,
});

function Subscribers() {
  return <SubscribersPage />;
}
