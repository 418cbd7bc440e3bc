import { createFileRoute } from '@tanstack/react-router';
import { AdminPageError, AdminPageLoader } from '../../components/admin';
import { ModeratorsPage, moderatorsQueryOptions } from '../../features/admin-moderators';

export const Route = createFileRoute('/admin/moderators')({
  loader: ({ context }) => context.queryClient.ensureQueryData(moderatorsQueryOptions()),
  pendingComponent: AdminPageLoader,
  errorComponent: AdminPageError,
  component: ModeratorsPage,
});
