import { createFileRoute } from '@tanstack/react-router';
import { AdminPageError, AdminPageLoader } from '../../components/admin';
import { MessagesPage, messagesQueryOptions } from '../../features/admin-inbox';

export const Route = createFileRoute('/admin/messages')({
  loader: ({ context }) => context.queryClient.ensureQueryData(messagesQueryOptions()),
  pendingComponent: AdminPageLoader,
  errorComponent: AdminPageError,
  component: Messages,
});

function Messages() {
  return <MessagesPage />;
}
