import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { SubscribersPage, subscribersQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/subscribers')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(subscribersQueryOptions());
  },
  component: Subscribers,
});

function Subscribers() {
  useDocumentTitle(`Subscribers · ${BRAND}`);
  return <SubscribersPage />;
}
