import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  BlogList,
  BlogListError,
  BlogListPage,
  BlogListSkeleton,
  BlogSearchSchema,
  blogsQueryOptions,
} from '../../features/blog';
import { useRouteRetry } from '../../components/route-query-error';
import { contentLanguage } from '../../lib/content-language';

export const Route = createFileRoute('/_public/blog')({
  validateSearch: BlogSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page, sort: search.sort }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(blogsQueryOptions(deps, contentLanguage())),
  // Another page of posts keeps the current one on screen for a moment, then the skeleton.
  pendingMs: 150,
  pendingComponent: () => (
    <BlogListPage>
      <BlogListSkeleton />
    </BlogListPage>
  ),
  errorComponent: BlogErrorPage,
  component: BlogPage,
});

function BlogPage() {
  return (
    <BlogListPage>
      <BlogList search={Route.useSearch()} />
    </BlogListPage>
  );
}

function BlogErrorPage({ reset }: ErrorComponentProps) {
  return (
    <BlogListPage>
      <BlogListError onRetry={useRouteRetry(reset)} />
    </BlogListPage>
  );
}
