import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { IdSchema } from '../../../shared/schemas/common';
import {
  BlogArticle,
  BlogArticleSkeleton,
  BlogNotFound,
  BlogPostPage as Page,
  blogQueryOptions,
  useBlog,
} from '../../features/blog';
import { RouteQueryError } from '../../components/route-query-error';
import { ApiError } from '../../lib/api-client';

export const Route = createFileRoute('/_public/blog-details/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) => {
    // An address that cannot name a post is not found without asking the server.
    if (!v.is(IdSchema, id)) throw notFound();
    try {
      await queryClient.ensureQueryData(blogQueryOptions(id, queryClient));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
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
