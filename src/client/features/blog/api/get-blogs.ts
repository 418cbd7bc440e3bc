/** One page of the blog list (spec §7 "List blogs"), newest or oldest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_PAGE_SIZE } from '../../../../shared/constants';
import type { Blog } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import type { BlogSearch } from '../lib/search';
import { blogKeys } from './blog-keys';

export interface BlogsPage {
  blogs: Blog[];
  totalPages: number;
  totalBlogs: number;
}

export const blogsQueryOptions = (search: BlogSearch) =>
  queryOptions({
    queryKey: blogKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest<BlogsPage>('/blogs', {
        query: {
          limit: BLOG_PAGE_SIZE,
          page: search.page,
          sortBy: 'createdAt',
          order: search.sort === 'oldest' ? 'asc' : 'desc',
        },
        signal,
      }),
    staleTime: 60_000,
  });

/** Keeps the previous page on screen while the next one loads, so the grid never jumps. */
export function useBlogs(search: BlogSearch) {
  return useQuery({ ...blogsQueryOptions(search), placeholderData: keepPreviousData });
}
