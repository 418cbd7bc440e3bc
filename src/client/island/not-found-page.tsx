import { BlogNotFound, BlogPostPage } from '../features/blog';
import { NotFoundContent } from '../components/not-found/not-found-page';
import { usePageAddress } from '../components/page-address';
import { POST_PATH } from './blog-paths';

/**
 * The 404 page the server renders, as the full app shows it: a post address whose post is
 * gone gets the post page's "not found", any other address the site's 404 page.
 */
export function NotFoundPage() {
  const { pathname } = usePageAddress();
  return POST_PATH.test(pathname) ? (
    <BlogPostPage>
      <BlogNotFound />
    </BlogPostPage>
  ) : (
    <NotFoundContent />
  );
}
