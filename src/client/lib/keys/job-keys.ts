/**
 * Every job query key, for the careers page and the admin alike (one cache: an admin's change
 * refreshes the public list). Invalidating `jobKeys.all` refreshes them all.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};
