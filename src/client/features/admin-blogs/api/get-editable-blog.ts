/** A post for the edit page, with its Hindi and Marathi versions (docs/design.md §2 "Content"). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { blogKeys } from '../../../lib/keys/blog-keys';

export const editableBlogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: blogKeys.detail(id, 'translations'),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ blog: Blog }>(`/blogs/${encodeURIComponent(id)}`, {
          query: { include: 'translations' },
          signal,
        })
      ).blog,
  });

export const useEditableBlog = (id: string) => useSuspenseQuery(editableBlogQueryOptions(id));
