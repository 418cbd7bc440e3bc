/**
 * Every job query key of the admin's screens (the careers page reads its openings through
 * `lib/page-data.ts`). Invalidating `jobKeys.all` refreshes them all.
 */

export const jobKeys = {
  all: ['jobs'] as const,
  /** The openings, in English. */
  list: () => [...jobKeys.all, 'list'] as const,
  /** One opening with every version, for the admin's form. */
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};
