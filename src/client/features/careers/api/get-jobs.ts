/** The open positions (docs/product-spec.md §7 "List jobs"). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/keys/job-keys';

export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.list(),
    queryFn: async ({ signal }) => (await apiRequest<{ jobs: Job[] }>('/jobs', { signal })).jobs,
    staleTime: 5 * 60_000,
  });

export const useJobs = () => useSuspenseQuery(jobsQueryOptions());
