import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { IdSchema } from '../../shared/schemas/common';
import {
  BlogArticle,
  BlogArticleSkeleton,
  BlogNotFound,
  BlogPostPage,
  useBlog,
} from '../features/blog';
import { QueryError } from '../components/query-error';
import { ApiError } from '../lib/api-client';
import { QueryBoundary } from './query-boundary';
import { RestoreScroll } from './restore-scroll';

/** A post opened from the island's blog list: the full app's post page, without the router. */
export function BlogPostView({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <BlogPostPage>
      {v.is(IdSchema, id) ? (
        <QueryBoundary
          pending={<BlogArticleSkeleton />}
          error={(retry, error) =>
            error instanceof ApiError && error.status === 404 ? (
              <BlogNotFound />
            ) : (
              <QueryError title={t`This post could not be loaded`} onRetry={retry} />
            )
          }
        >
          <Post id={id} />
          <RestoreScroll top={0} />
        </QueryBoundary>
      ) : (
        <BlogNotFound />
      )}
    </BlogPostPage>
  );
}

function Post({ id }: { id: string }) {
  const { data: blog } = useBlog(id);
  return <BlogArticle blog={blog} />;
}
