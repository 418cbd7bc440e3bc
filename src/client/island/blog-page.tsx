import { useState } from 'react';
import {
  BlogList,
  BlogListError,
  BlogListPage,
  BlogListSkeleton,
  BlogSearchSchema,
} from '../features/blog';
import { QueryBoundary } from './query-boundary';
import { readSearch } from './read-search';
import { WithQueries } from './with-queries';

/** /blog in the site island: the route's page, skeleton and error, without the router. */
export function BlogPage() {
  const [search] = useState(() => readSearch(BlogSearchSchema));
  return (
    <WithQueries>
      <BlogListPage>
        <QueryBoundary
          pending={<BlogListSkeleton />}
          error={(retry) => <BlogListError onRetry={retry} />}
        >
          <BlogList search={search} />
        </QueryBoundary>
      </BlogListPage>
    </WithQueries>
  );
}
