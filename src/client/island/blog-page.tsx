import { lazy, Suspense, useEffect, useState } from 'react';
import {
  BlogArticleSkeleton,
  BlogPostPage,
  BlogSearchSchema,
  type BlogSearch,
} from '../features/blog';
import { POST_PATH } from './blog-paths';
import { manageScroll, plainClickLink, pushEntry } from './in-page-history';
import { readSearch } from './read-search';
import { usePageAddress, type PageAddress } from '../components/page-address';
import { PageData, PageDataProvider } from '../lib/page-data';
import { useServerAnswers } from './server-page';

// The list and a post each in a file of their own, with what only it draws.
const loadPostView = () => import('./blog-post-view').then((m) => ({ default: m.BlogPostView }));
const loadListView = () => import('./blog-list-view').then((m) => ({ default: m.BlogListView }));
const BlogPostView = lazy(loadPostView);
const BlogListView = lazy(loadListView);

/**
 * Loads the view `pathname` names (the site's table loads it with this module): the page then
 * hydrates without fetching it first.
 */
export const loadViewOf = (pathname: string) =>
  POST_PATH.test(pathname) ? loadPostView() : loadListView();

type View = { post: string } | { list: BlogSearch };

/** What the address names: a post, or the list itself. */
function readView({ pathname, search }: PageAddress = window.location): View {
  const post = POST_PATH.exec(pathname)?.[1];
  return post ? { post: decodeURIComponent(post) } : { list: readSearch(BlogSearchSchema, search) };
}

/** The post link a plain click activates, or null. */
function postLink(event: Event): HTMLAnchorElement | null {
  const link = event instanceof MouseEvent ? plainClickLink(event) : null;
  return link && POST_PATH.test(link.pathname) ? link : null;
}

/**
 * /blog in the site island: the route's page, skeleton and error, without the router. A post
 * opens in the same document, as the router would open it, and Back returns to the list
 * where the reader left it (`in-page-history.ts`).
 */
export function BlogPage() {
  const address = usePageAddress();
  const [view, setView] = useState(() => readView(address));
  const serverAnswers = useServerAnswers();
  const [data] = useState(() => new PageData(serverAnswers));

  useEffect(() => {
    const stopManaging = manageScroll();
    const onClick = (event: MouseEvent) => {
      const link = postLink(event);
      if (!link) return;
      event.preventDefault();
      pushEntry(link.href);
      setView(readView());
    };
    // A pointer over, or focus on, a post link fetches the post's code before the click.
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="/blog-details/"]'))
        void loadPostView();
    };
    const onPopState = () => setView(readView());
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    window.addEventListener('popstate', onPopState);
    return () => {
      stopManaging();
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return (
    <PageDataProvider value={data}>
      {'post' in view ? (
        <Suspense
          fallback={
            <BlogPostPage>
              <BlogArticleSkeleton />
            </BlogPostPage>
          }
        >
          <BlogPostView key={view.post} id={view.post} />
        </Suspense>
      ) : (
        // Back from a post the list has been shown already: its file is there.
        <Suspense fallback={null}>
          <BlogListView search={view.list} />
        </Suspense>
      )}
    </PageDataProvider>
  );
}
