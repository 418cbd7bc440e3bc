import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage, messagesQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/messages')({
  // The loader rides in the page's admin-only chunk, keeping admin queries out of the main bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(messagesQueryOptions());
  },
  component: Messages,
});

function Messages() {
  return <MessagesPage />;
}
