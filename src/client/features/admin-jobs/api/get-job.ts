/** One job for the edit page (docs/product-spec.md §7 "Get job"), with its Hindi and Marathi versions. */
import { queryOptions } from '@tanstack/react-query';
import type { Job } from '../../../../shared/api-types';
import { apiRequest } from '../../../lib/api-client';
import { jobKeys } from '../../../lib/keys/job-keys';

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ job: Job }>(`/jobs/${encodeURIComponent(id)}`, {
          query: { include: 'translations' },
          signal,
        })
      ).job,
  });
