/** The admin's blog table: newest first, one server page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys, type BlogsPage } from '../../blog';

export const ADMIN_BLOGS_PAGE_SIZE = 10;

/** Under `blogKeys.all`, so every blog change refreshes it with the public lists. */
export const adminBlogKeys = {
  list: (page: number) => [...blogKeys.all, 'admin', { page }] as const,
};

export const adminBlogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminBlogKeys.list(page),
    queryFn: ({ signal }) =>
      apiRequest<BlogsPage>('/blogs', {
        query: { limit: ADMIN_BLOGS_PAGE_SIZE, page, sortBy: 'createdAt', order: 'desc' },
        signal,
      }),
  });

export const useAdminBlogs = (page: number) =>
  useQuery({ ...adminBlogsQueryOptions(page), placeholderData: keepPreviousData });
