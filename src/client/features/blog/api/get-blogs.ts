/** One page of the blog list (docs/product-spec.md §7 "List blogs"), newest or oldest first. */
import { BLOG_PAGE_SIZE } from '../../../../shared/constants';
import type { BlogsPage } from '../../../../shared/api-types';
import { usePageAnswer, type PageRequest } from '../../../lib/page-data';
import type { BlogSearch } from '../lib/search';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';

/** Where the blog's list pages are asked for: what a post is looked up in (`get-blog.ts`). */
export const BLOG_LISTS_PATH = '/blogs';

/** The page of posts in `lang` (each in it where it has a version, in English otherwise). */
export const blogsRequest = (search: BlogSearch, lang: Language): PageRequest<BlogsPage> => ({
  path: BLOG_LISTS_PATH,
  query: {
    limit: BLOG_PAGE_SIZE,
    page: search.page,
    sortBy: 'createdAt',
    order: search.sort === 'oldest' ? 'asc' : 'desc',
    lang,
  },
});

/** The page of posts; the page's boundary shows the skeleton meanwhile. */
export const useBlogs = (search: BlogSearch) =>
  usePageAnswer(blogsRequest(search, useContentLanguage()));
