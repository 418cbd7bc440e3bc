import type { BlogSearch } from '../lib/search';

/** Every blog query key comes from here, so invalidating `blogKeys.all` refreshes them all. */
export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: ({ page, sort }: BlogSearch) => [...blogKeys.lists(), { page, sort }] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (id: string) => [...blogKeys.details(), id] as const,
};
