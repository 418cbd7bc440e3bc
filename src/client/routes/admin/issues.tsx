import { createFileRoute } from '@tanstack/react-router';
import { IssuesPage, issuesQueryOptions } from '../../features/admin-issues';

export const Route = createFileRoute('/admin/issues')({
  // The loader rides in the page's admin-only chunk, keeping admin queries out of the main bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(issuesQueryOptions('open'));
  },
  component: IssuesPage,
});
