import { createFileRoute } from '@tanstack/react-router';
import { IssuesPage, issuesQueryOptions } from '../../features/admin-issues';

export const Route = createFileRoute('/admin/issues')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(issuesQueryOptions('open'));
  },
  component: IssuesPage,
});
