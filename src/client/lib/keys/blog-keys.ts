/**
 * Every blog query key, for the public pages and the admin alike (one cache: an admin's change
 * refreshes the public lists). Invalidating `blogKeys.all` refreshes them all.
 */
export interface BlogListFilters {
  page: number;
  sort?: 'newest' | 'oldest';
  /** The admin table's pages (10 a page, newest first) are kept apart from the public ones. */
  admin?: boolean;
}

export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (filters: BlogListFilters) => [...blogKeys.lists(), filters] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (id: string) => [...blogKeys.details(), id] as const,
};
