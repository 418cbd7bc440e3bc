import { createFileRoute } from '@tanstack/react-router';
import { ModeratorsPage, moderatorsQueryOptions } from '../../features/admin-moderators';

export const Route = createFileRoute('/admin/moderators')({
  // Starts the fetch without holding the page: the table shows its loading rows.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(moderatorsQueryOptions());
  },
  component: ModeratorsPage,
});
