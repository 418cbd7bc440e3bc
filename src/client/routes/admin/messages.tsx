import { useDocumentTitle } from '@mantine/hooks';
import { createFileRoute } from '@tanstack/react-router';
import { BRAND } from '../../../shared/constants';
import { MessagesPage, messagesQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/messages')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(messagesQueryOptions());
  },
  component: Messages,
});

function Messages() {
  useDocumentTitle(`Messages · ${BRAND}`);
  return <MessagesPage />;
}
