import { createFileRoute } from '@tanstack/react-router';
import { ModeratorsPage, moderatorsQueryOptions } from '../../features/admin-moderators';

export const Route = createFileRoute('/admin/moderators')({
  // The loader rides in the page's admin-only chunk, keeping admin queries out of the main bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(moderatorsQueryOptions());
  },
  component: ModeratorsPage,
});
