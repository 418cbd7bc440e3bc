import { createFileRoute } from '@tanstack/react-router';
import {
  WhatsAppPage,
  WhatsAppSearchSchema,
  conversationsQueryOptions,
} from '../../features/admin-whatsapp';

export const Route = createFileRoute('/admin/whatsapp')({
  validateSearch: WhatsAppSearchSchema,
  // Starts the fetch without holding the page: the list shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(conversationsQueryOptions());
  },
  component: WhatsAppRoute,
});

function WhatsAppRoute() {
  return <WhatsAppPage search={Route.useSearch()} />;
}
