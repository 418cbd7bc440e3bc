/** Job applications for the admin (spec §7 "List applications"), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobApplication } from '../../../../shared/api-types';
import { ADMIN_QUERY_ROOT } from '../../../components/admin';
import { apiRequest } from '../../../lib/api-client';

const applicationKeys = {
  all: [...ADMIN_QUERY_ROOT, 'applications'] as const,
  list: () => [...applicationKeys.all, 'list'] as const,
};

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest<{ applyJobs: JobApplication[] }>('/apply-jobs', { signal })).applyJobs,
  });

export const useApplications = () => useQuery(applicationsQueryOptions());
