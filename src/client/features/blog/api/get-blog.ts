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
import { blogKeys, type BlogListFilters } from '../../../lib/keys/blog-keys';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';

/** The post as a list page in the same language holds it (the admin's are in English). */
function findInLoadedLists(queryClient: QueryClient, id: string, lang: Language) {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: blogKeys.lists() })) {
    const filters = query.queryKey[2] as BlogListFilters | undefined;
    if ((filters?.lang ?? 'en') !== lang) continue;
    const blog = (query.state.data as BlogsPage | undefined)?.blogs.find((b) => b._id === id);
    if (blog) return { blog, updatedAt: query.state.dataUpdatedAt };
  }
  return undefined;
}

/** The post in `lang` where it has a version in it (its `lang` says which it is in). */
export const blogQueryOptions = (id: string, queryClient: QueryClient, lang: Language) =>
  queryOptions({
    queryKey: blogKeys.detail(id, lang),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ blog: Blog }>(`/blogs/${encodeURIComponent(id)}`, {
          query: { lang },
          signal,
        })
      ).blog,
    initialData: () => findInLoadedLists(queryClient, id, lang)?.blog,
    initialDataUpdatedAt: () => findInLoadedLists(queryClient, id, lang)?.updatedAt,
    staleTime: 60_000,
  });

export function useBlog(id: string) {
  return useSuspenseQuery(blogQueryOptions(id, useQueryClient(), useContentLanguage()));
}
