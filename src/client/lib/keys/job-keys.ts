/**
 * Every job query key, for the careers page and the admin alike (one cache: an admin's change
 * refreshes the public list). Invalidating `jobKeys.all` refreshes them all.
 */
import type { Language } from '../../../shared/languages';

export const jobKeys = {
  all: ['jobs'] as const,
  /** The openings in a language (each in it where it has a version). */
  list: (lang: Language) => [...jobKeys.all, 'list', lang] as const,
  /** One opening with every version, for the admin's form. */
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};
