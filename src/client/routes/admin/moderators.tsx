import { createFileRoute } from '@tanstack/react-router';
import { ModeratorsPage, moderatorsQueryOptions } from '../../features/admin-moderators';

export const Route = createFileRoute('/admin/moderators')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(moderatorsQueryOptions());
  },
  component: ModeratorsPage,
});
