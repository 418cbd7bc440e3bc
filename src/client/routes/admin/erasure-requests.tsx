import { createFileRoute } from '@tanstack/react-router';
import { erasureRequestsQueryOptions } from '../../components/admin';
import { ErasureRequestsPage } from '../../features/privacy';

export const Route = createFileRoute('/admin/erasure-requests')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(erasureRequestsQueryOptions());
  },
  component: ErasureRequestsPage,
});
