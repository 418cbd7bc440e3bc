import {
  BlogList,
  BlogListError,
  BlogListPage,
  BlogListSkeleton,
  type BlogSearch,
} from '../features/blog';
import { usePageData } from '../lib/page-data';
import { QueryBoundary } from './query-boundary';
import { RestoreScroll } from './restore-scroll';

/**
 * The island's blog list: the route's page, skeleton and error, without the router. A file of
 * its own with what only the list draws (the cards, the sort, the pages): a post, which readers
 * open from WhatsApp, loads none of it.
 */
export function BlogListView({ search }: { search: BlogSearch }) {
  const data = usePageData();
  return (
    <BlogListPage>
      <QueryBoundary
        pending={<BlogListSkeleton />}
        error={(retry) => <BlogListError onRetry={retry} />}
        onRetry={() => data.forgetFailures()}
      >
        <BlogList search={search} />
        <RestoreScroll />
      </QueryBoundary>
    </BlogListPage>
  );
}
