/**
 * Every blog query key, for the public pages and the admin alike (one cache: an admin's change
 * refreshes the public lists). Invalidating `blogKeys.all` refreshes them all.
 */
import type { Language } from '../../../shared/languages';

export interface BlogListFilters {
  page: number;
  sort?: 'newest' | 'oldest';
  /** The language the posts are asked in (each answers in it where it has a version). */
  lang?: Language;
  /** The admin table's pages (10 a page, newest first) are kept apart from the public ones. */
  admin?: boolean;
}

export const blogKeys = {
  all: ['blogs'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (filters: BlogListFilters) => [...blogKeys.lists(), filters] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  /** A post, in a language or with every version (the admin's form); `detail(id)`: all of them. */
  detail: (id: string, view?: Language | 'translations') =>
    view ? ([...blogKeys.details(), id, view] as const) : ([...blogKeys.details(), id] as const),
};
