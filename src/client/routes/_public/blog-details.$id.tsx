import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import {
  BlogArticle,
  BlogArticleSkeleton,
  BlogNotFound,
  BlogPostPage as Page,
  blogQueryOptions,
  useBlog,
} from '../../features/blog';
import { RouteQueryError } from '../../components/route-query-error';
import { loadById } from '../../lib/load-by-id';
import { contentLanguage } from '../../lib/content-language';

export const Route = createFileRoute('/_public/blog-details/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadById(id, (postId) =>
      queryClient.ensureQueryData(blogQueryOptions(postId, queryClient, contentLanguage())),
    ),
  pendingMs: 150,
  pendingComponent: () => (
    <Page>
      <BlogArticleSkeleton />
    </Page>
  ),
  notFoundComponent: () => (
    <Page>
      <BlogNotFound />
    </Page>
  ),
  errorComponent: BlogErrorPage,
  component: BlogDetailPage,
});

function BlogDetailPage() {
  const { id } = Route.useParams();
  const { data: blog } = useBlog(id);
  return (
    <Page>
      <BlogArticle blog={blog} />
    </Page>
  );
}

function BlogErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useLingui();
  return (
    <Page>
      <RouteQueryError title={t`This post could not be loaded`} reset={reset} />
    </Page>
  );
}
