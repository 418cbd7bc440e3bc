import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage, messagesQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/messages')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(messagesQueryOptions());
  },
  component: Messages,
});

function Messages() {
  return <MessagesPage />;
}
