import { createFileRoute } from '@tanstack/react-router';
import { SubscribersPage, subscribersQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/subscribers')({
  // The loader rides in the page's admin-only chunk, keeping admin queries out of the main bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(subscribersQueryOptions());
  },
  component: Subscribers,
});

function Subscribers() {
  return <SubscribersPage />;
}
