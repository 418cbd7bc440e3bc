/** Job applications for the admin (docs/product-spec.md §7 "List applications"), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobApplication } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { applicationKeys } from './application-keys';

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ applyJobs: JobApplication[] }>('/apply-jobs', { signal })).applyJobs,
  });

export const useApplications = () => useQuery(applicationsQueryOptions());
