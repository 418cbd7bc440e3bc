/**
 * One blog post. A post already in a loaded list page renders at once from the cache (and is
 * refreshed in the background); any other post, such as one from page 2 opened by its link,
 * is fetched by id.
 */
import {
  queryOptions,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { Blog, BlogsPage } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/keys/blog-keys';

function findInLoadedLists(queryClient: QueryClient, id: string) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: blogKeys.lists() })) {
    const blog = (query.state.data as BlogsPage | undefined)?.blogs.find((b) => b._id === id);
    if (blog) return { blog, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

export const blogQueryOptions = (id: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ blog: Blog }>(`/blogs/${encodeURIComponent(id)}`, { signal })).blog,
    initialData: () => findInLoadedLists(queryClient, id)?.blog,
    initialDataUpdatedAt: () => findInLoadedLists(queryClient, id)?.updatedAt,
    staleTime: 60_000,
  });

export function useBlog(id: string) {
  return useSuspenseQuery(blogQueryOptions(id, useQueryClient()));
}
