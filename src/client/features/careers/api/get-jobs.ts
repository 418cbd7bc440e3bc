/** The open positions (spec §7 "List jobs"). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';

/** Every job query key comes from here, so invalidating `jobKeys.all` refreshes them all. */
export const jobKeys = {
  all: ['jobs'] as const,
  list: () => [...jobKeys.all, 'list'] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
};

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<{ jobs: Job[] }>('/jobs', { signal })).jobs,
    staleTime: 5 * 60_000,
  });

export const useJobs = () => useQuery(jobsQueryOptions());
