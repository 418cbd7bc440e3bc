/** GET /api/users/stats: the admin dashboard's counts. Admin data is never persisted. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { statsKeys } from './stats-keys';

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: statsKeys.counts(),
    queryFn: ({ signal }) => apiRequest<Stats>('/users/stats', { signal }),
    meta: { silent: true },
  });

/**
 * `useQuery`, not suspense: a failure keeps the page (its title and the export button) and
 * shows the alert in place of the counts, with the admin toast (docs/product-spec.md §8), rather
 * than going through an error boundary.
 */
export const useAdminStats = () => useQuery(adminStatsQueryOptions());
