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
import { usePageData } from '../lib/page-data';
import { QueryBoundary } from './query-boundary';
import { RestoreScroll } from './restore-scroll';

/** A post opened from the island's blog list: the full app's post page, without the router. */
export function BlogPostView({ id }: { id: string }) {
  const { t } = useLingui();
  const data = usePageData();
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
          onRetry={() => data.forgetFailures()}
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
  return <BlogArticle blog={useBlog(id)} />;
}
