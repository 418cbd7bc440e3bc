/** The admin's blog table: newest first, one server page at a time. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BlogsPage } from '../../../../shared/api-types';
import { blogKeys } from '../../../lib/keys/blog-keys';

export const ADMIN_BLOGS_PAGE_SIZE = 10;

export const adminBlogsQueryOptions = (page: number) =>
  queryOptions({
    // Under `blogKeys.all`, so every blog change refreshes it with the public lists.
    queryKey: blogKeys.list({ page, admin: true }),
    queryFn: ({ signal }) =>
      apiRequest<BlogsPage>('/blogs', {
        query: { limit: ADMIN_BLOGS_PAGE_SIZE, page, sortBy: 'createdAt', order: 'desc' },
        signal,
      }),
  });

/**
 * `useQuery`, not suspense: the current page stays in the table (dimmed, behind its loader)
 * while the next one loads, instead of the page blanking on every turn.
 */
export const useAdminBlogs = (page: number) =>
  useQuery({ ...adminBlogsQueryOptions(page), placeholderData: keepPreviousData });
