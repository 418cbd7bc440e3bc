/** One page of the blog list (docs/product-spec.md §7 "List blogs"), newest or oldest first. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '../../../../shared/constants';
import type { BlogsPage } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import type { BlogSearch } from '../lib/search';
import { blogKeys } from '../../../lib/keys/blog-keys';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';

/** The page of posts in `lang` (each in it where it has a version, in English otherwise). */
export const blogsQueryOptions = (search: BlogSearch, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.list({ page: search.page, sort: search.sort, lang }),
    queryFn: ({ signal }) =>
      apiRequest<BlogsPage>('/blogs', {
        query: {
          limit: BLOG_PAGE_SIZE,
          page: search.page,
          sortBy: 'createdAt',
          order: search.sort === 'oldest' ? 'asc' : 'desc',
          lang,
        },
        signal,
      }),
    staleTime: 60_000,
    // Offline, the attempts go on (the service worker may hold the page) and then fail, so the
    // page says it is offline after a few seconds instead of waiting for a connection for ever.
    networkMode: 'always',
  });

/** The route's loader has the page ready; the previous page stays on screen meanwhile. */
export const useBlogs = (search: BlogSearch) =>
  useSuspenseQuery(blogsQueryOptions(search, useContentLanguage()));
