import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage, messagesQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/messages')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(messagesQueryOptions());
  },
  component: Messages,
});

function Messages() {
  return <MessagesPage />;
}
