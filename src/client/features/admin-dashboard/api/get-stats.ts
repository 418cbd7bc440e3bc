/** GET /api/users/stats: the admin dashboard's counts. Admin data is never persisted. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stats } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'] as const,
    queryFn: ({ signal }) => apiRequest<Stats>('/users/stats', { signal }),
    meta: { silent: true },
  });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
